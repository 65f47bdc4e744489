import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseXmlDocument, type Node as SlimNode } from 'slimdom';

/**
 * The OIOUBL 2.1 schematron rules the project ships as test data (fixtures/oioubl/, README there), evaluated with
 * fontoxpath, an XPath 3.1 engine: each rule's context selects nodes, its test runs on each; an assert fails when
 * false, a report when true. Three mechanical changes make the XSLT's expressions XPath: current() is the variable
 * $current (the context node), format-number() is a function of our own (fontoxpath has none, see below), and a
 * CreditNote is checked with the Invoice rules read for CreditNote (doc:CreditNote, CreditNoteLine,
 * CreditedQuantity), as OIOUBL's CreditNote schematron mirrors the Invoice one.
 */

// fontoxpath is CommonJS without named exports Node can see; its types are the package's own.
const fontoxpath = createRequire(import.meta.url)('fontoxpath') as typeof import('fontoxpath');

interface Rule {
  id: string;
  kind: 'assert' | 'report';
  context: string;
  test: string;
  message: string;
  documents: ('Invoice' | 'CreditNote')[];
}

interface RuleFile {
  variables: Record<string, string>;
  computedVariables: Record<string, string>;
  rules: Rule[];
}

export interface RuleFailure {
  id: string;
  message: string;
  /** Where: the context node's path. */
  at: string;
}

const rulesFile = new URL('./fixtures/oioubl/oioubl-2.1-invoice-rules.json', import.meta.url);
const file = JSON.parse(readFileSync(rulesFile, 'utf8')) as RuleFile;

const ownNamespace = 'urn:servio:test:oioubl';
const documentNamespaces = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
};

/**
 * XSLT 2.0's format-number for the pictures the rules use ('##.00', '#0.00', '#.00'): round half to even to the
 * picture's decimals, as many integer digits as the picture's zeros ask for. Only ever compared with itself.
 */
function formatNumber(value: number | null, picture: string): string {
  if (value === null || Number.isNaN(value)) return 'NaN';
  const [integerPart = '', fractionPart = ''] = picture.split('.');
  const decimals = fractionPart.length;
  const scaled = value * 10 ** decimals;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const rounded = Math.abs(diff - 0.5) < 1e-9 ? (floor % 2 === 0 ? floor : floor + 1) : Math.round(scaled);
  const negative = rounded < 0;
  const digits = String(Math.abs(rounded)).padStart(decimals + 1, '0');
  let whole = digits.slice(0, digits.length - decimals).replace(/^0+/, '');
  whole = whole.padStart((integerPart.match(/0/g) ?? []).length, '0');
  return `${negative ? '-' : ''}${whole}${decimals ? `.${digits.slice(-decimals)}` : ''}`;
}
fontoxpath.registerCustomXPathFunction(
  { namespaceURI: ownNamespace, localName: 'format-number' },
  ['xs:double?', 'xs:string'],
  'xs:string',
  (_context, value: number | null, picture: string) => formatNumber(value, picture),
);

/** A rule's expression for the document at hand (see the module's comment). */
function xpathOf(expression: string, documentType: 'Invoice' | 'CreditNote'): string {
  let xpath = expression.replace(/current\(\)/g, '$current').replace(/format-number\s*\(/g, 'own:format-number(');
  if (documentType === 'CreditNote' && !xpath.includes('CreditNoteLine')) {
    xpath = xpath
      .replace(/doc:Invoice/g, 'doc:CreditNote')
      .replace(/cac:InvoiceLine/g, 'cac:CreditNoteLine')
      .replace(/cbc:InvoicedQuantity/g, 'cbc:CreditedQuantity');
  } else if (documentType === 'CreditNote') {
    xpath = xpath.replace(/doc:Invoice/g, 'doc:CreditNote');
  }
  return xpath;
}

function pathOf(node: SlimNode): string {
  const parts: string[] = [];
  for (let n: SlimNode | null = node; n && n.nodeType === 1; n = n.parentNode) parts.unshift(n.nodeName);
  return `/${parts.join('/')}`;
}

/**
 * Every rule of the shipped set that the document breaks. `only` narrows to some rule ids (a test that breaks one
 * thing on purpose asks whether exactly that rule fires).
 */
export function checkOioubl(xml: string, only?: string[]): RuleFailure[] {
  const doc = parseXmlDocument(xml);
  const documentType = doc.documentElement?.localName === 'CreditNote' ? 'CreditNote' : 'Invoice';
  const namespaces: Record<string, string> = {
    cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    doc: documentNamespaces[documentType],
    own: ownNamespace,
  };
  const options = { namespaceResolver: (prefix: string) => namespaces[prefix] ?? null };
  const variables: Record<string, unknown> = { ...file.variables };
  for (const [name, expression] of Object.entries(file.computedVariables)) {
    variables[name] = fontoxpath.evaluateXPathToBoolean(xpathOf(expression, documentType), doc, null, {}, options);
  }
  const failures: RuleFailure[] = [];
  for (const rule of file.rules) {
    if (!rule.documents.includes(documentType) || (only && !only.includes(rule.id))) continue;
    const contexts = fontoxpath.evaluateXPathToNodes<SlimNode>(
      xpathOf(rule.context, documentType),
      doc,
      null,
      variables,
      options,
    );
    for (const node of contexts) {
      const holds = fontoxpath.evaluateXPathToBoolean(
        xpathOf(rule.test, documentType),
        node,
        null,
        { ...variables, current: node },
        options,
      );
      if (holds === (rule.kind === 'report')) failures.push({ id: rule.id, message: rule.message, at: pathOf(node) });
    }
  }
  return failures;
}

/** How many rules the set holds for a document type (the test says how much it checked). */
export function ruleCount(documentType: 'Invoice' | 'CreditNote'): number {
  return file.rules.filter((r) => r.documents.includes(documentType)).length;
}

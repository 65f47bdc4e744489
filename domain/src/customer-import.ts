import Papa from 'papaparse';
import { customerInputSchema, type CustomerInput } from './customer.ts';

/**
 * Customer import from a spreadsheet export (Danish Excel: ';'-separated, UTF-8 with or without BOM, or
 * Windows-1252). The web decodes the file's bytes with `decodeCsvBytes` and sends the text; the server parses
 * it with the same functions, so preview and import agree with what the user saw.
 */

export type CsvEncoding = 'utf-8' | 'windows-1252';

/** Bytes to text: UTF-8 (BOM stripped) when the bytes are valid UTF-8, else Windows-1252. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: stripBom(new TextDecoder('utf-8', { fatal: true }).decode(body)), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(body), encoding: 'windows-1252' };
  }
}

/** 0x80–0x9F of Windows-1252 (undefined bytes map to themselves); the rest equals Latin-1. */
const cp1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Windows-1252 by table: TextDecoder('windows-1252') depends on the runtime's ICU (Node without full ICU
 * decodes it as Latin-1, turning € into a control character).
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...chunk.map((b) => b)).replace(
      /[\u0080-\u009f]/g,
      (c) => cp1252High[c.charCodeAt(0) - 0x80]!,
    );
  }
  return out;
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** What a spreadsheet separates cells with: ';' (Danish Excel) first, so that it wins a tie. */
const separators = [';', ',', '\t'] as const;
export type CsvSeparator = (typeof separators)[number];

/**
 * The separator of the file: the one of ';', ',' and tab that splits its first lines (outside quotes) into the
 * same number of cells, by papaparse's guess; ';' when none splits them.
 */
export function detectSeparator(text: string): CsvSeparator {
  const { meta, errors } = Papa.parse<string[]>(stripBom(text), {
    preview: 10,
    skipEmptyLines: true,
    delimitersToGuess: [...separators],
  });
  const guessed = !errors.some((e) => e.code === 'UndetectableDelimiter');
  return guessed ? (meta.delimiter as CsvSeparator) : ';';
}

/**
 * RFC 4180 by papaparse: quoted fields may hold the separator, newlines and doubled quotes; lines end in CRLF, LF
 * or CR; a BOM is ignored. Blank lines are skipped; a line of only separators is kept (as empty cells). Malformed
 * quoting is read as leniently as Excel does (an unclosed quote runs to the end), never refused.
 */
export function parseCsv(text: string, separator: CsvSeparator = detectSeparator(text)): string[][] {
  const input = stripBom(text);
  return Papa.parse<string[]>(input, { delimiter: separator, skipEmptyLines: true }).data.filter(
    (row) => !(row.length === 1 && row[0]!.trim() === ''),
  );
}

/** Fields a column can be mapped to. */
export const customerImportFields = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'altEmail',
  'phoneNumber',
  'ean',
  'companyCVR',
  'streetAddress',
  'zipcode',
  'city',
  'notes',
] as const;
export type CustomerImportField = (typeof customerImportFields)[number];

/** Column headings we recognise, normalised (lower-case, letters and digits only). Danish first. */
const headingSynonyms: Record<CustomerImportField, string[]> = {
  firstName: ['fornavn', 'firstname', 'first', 'givenname'],
  lastName: ['efternavn', 'lastname', 'surname', 'familyname'],
  companyName: [
    'firma',
    'firmanavn',
    'virksomhed',
    'virksomhedsnavn',
    'company',
    'companyname',
    'navn',
    'name',
    'kundenavn',
  ],
  email: ['email', 'mail', 'emailadresse', 'epost', 'emailaddress'],
  altEmail: [
    'altemail',
    'alternativemail',
    'email2',
    'ekstraemail',
    'faktureringsemail',
    'fakturaemail',
    'invoiceemail',
  ],
  phoneNumber: ['telefon', 'telefonnummer', 'tlf', 'tlfnr', 'mobil', 'mobilnummer', 'phone', 'phonenumber', 'mobile'],
  ean: ['ean', 'eannummer', 'eannr', 'gln', 'eanlokationsnummer'],
  companyCVR: ['cvr', 'cvrnummer', 'cvrnr', 'companycvr', 'vat', 'vatnumber', 'seno'],
  streetAddress: ['adresse', 'vejnavn', 'gade', 'address', 'street', 'streetaddress', 'vej'],
  zipcode: ['postnr', 'postnummer', 'zipcode', 'zip', 'postcode', 'postalcode'],
  city: ['by', 'bynavn', 'postdistrikt', 'city', 'town'],
  notes: ['note', 'noter', 'bemrkning', 'bemrkninger', 'bemaerkninger', 'kommentar', 'notes', 'comment', 'comments'],
};

/** A column heading as the synonym lists spell it: lower-case, æøå spelled out, letters and digits only. */
export const normaliseHeading = (h: string) =>
  h
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'oe')
    .replaceAll('å', 'aa')
    .replace(/[^a-z0-9]/g, '');

/** A suggested field per column (null: not imported); each field is suggested at most once. */
export function suggestMapping(headers: string[]): (CustomerImportField | null)[] {
  const used = new Set<CustomerImportField>();
  return headers.map((header) => {
    const key = normaliseHeading(header);
    const field = customerImportFields.find(
      (f) => !used.has(f) && (f.toLowerCase() === key || headingSynonyms[f].some((s) => normaliseHeading(s) === key)),
    );
    if (!field) return null;
    used.add(field);
    return field;
  });
}

export interface ImportRowError {
  /** The line of the file, counting the heading as line 1. */
  row: number;
  /** The import field (zipcode, email, …) or 'row' when the row as a whole is refused. */
  field: string;
  /** A message key: email_invalid, cvr_invalid, ean_invalid, customer.atLeastOneField, duplicateEmail, … */
  reason: string;
}

export interface ImportRow {
  row: number;
  input: CustomerInput | null;
  errors: ImportRowError[];
}

export const maxImportRows = 20_000;

/** One data row to the raw customer input the mapping describes. */
export function rowToCustomerFields(cells: string[], mapping: (string | null | undefined)[]): Record<string, unknown> {
  const out: Record<string, string> = {};
  mapping.forEach((field, column) => {
    if (!field || !(customerImportFields as readonly string[]).includes(field)) return;
    const value = (cells[column] ?? '').trim();
    if (value !== '') out[field] = out[field] ? `${out[field]} ${value}` : value;
  });
  const { streetAddress, zipcode, city, ...rest } = out;
  return {
    ...rest,
    address: streetAddress || zipcode || city ? { streetAddress, zipcode, city } : undefined,
  };
}

/**
 * Validates every data row (the first row is the heading) against the same rules as the customer form, and
 * finds emails repeated within the file. Lines with only empty cells are left out. The server adds the emails that already exist in the company.
 */
export function validateImportRows(rows: string[][], mapping: (string | null | undefined)[]): ImportRow[] {
  const seenEmails = new Map<string, number>();
  // Lines of only separators (Excel writes them below the data) are not rows.
  const numbered = rows.slice(1).map((cells, index) => ({ cells, row: index + 2 }));
  return numbered
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''))
    .map(({ cells, row }) => {
      const result = customerInputSchema.safeParse(rowToCustomerFields(cells, mapping));
      if (!result.success) {
        const errors = result.error.issues.map((issue) => ({
          row,
          field: issue.path.length ? String(issue.path[issue.path.length - 1]) : 'row',
          reason: /^[a-z][A-Za-z0-9_.]*$/.test(issue.message) ? issue.message : issue.code,
        }));
        return { row, input: null, errors };
      }
      const email = result.data.email;
      if (email) {
        if (seenEmails.has(email))
          return { row, input: null, errors: [{ row, field: 'email', reason: 'duplicateEmail' }] };
        seenEmails.set(email, row);
      }
      return { row, input: result.data, errors: [] };
    });
}

/**
 * A spreadsheet cell that cannot run as a formula when opened in Excel (OWASP CSV injection): a leading =, @, +, -,
 * tab, CR or LF gets a leading apostrophe, unless the whole value is a number or phone number (+45 20 30 40 50, -5).
 * "A sign, then a digit" is not enough: Excel runs -1+1+cmd|'/C calc'!A0.
 */
export function safeCsvCell(value: string): string {
  if (/^[=@+\-\t\r\n]/.test(value) && !/^[+-]?\d[\d ]*(?:[.,]\d+)?$/.test(value)) return `'${value}`;
  return value;
}

/** CSV text for Danish Excel: BOM, ';'-separated, CRLF, quoted where needed. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  const cell = (v: string | number | null | undefined) => {
    const s = safeCsvCell(v === null || v === undefined ? '' : String(v));
    return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}

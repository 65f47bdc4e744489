import { z } from 'zod';
import { normaliseHeading } from './customer-import.ts';
import { isValidEan, normalizeEan } from './identifiers.ts';
import { itemLimits, itemUnits, skuSchema, type ItemUnit } from './item.ts';

/**
 * A supplier's price list (CSV or XLSX) to items (docs/decisions/0018-price-list-import.md). The browser reads
 * the file, maps its columns with `suggestPriceListMapping` and turns each row into a `PriceListLine` with
 * `priceListRowToLine` (Danish amounts to øre, units to ours); the server checks every line it receives again
 * with `priceListLineSchema` and `findDuplicateSkus`, so both sides refuse the same lines for the same reasons.
 */

/** Fields a price-list column can be mapped to; sku is required (it is what matches an item). */
export const priceListFields = [
  'sku',
  'name',
  'unit',
  'costPrice',
  'listPrice',
  'salesPrice',
  'groupName',
  'barcode',
] as const;
export type PriceListField = (typeof priceListFields)[number];

/** A file may hold at most this many lines (the bench imports 50,000); 20 MB is the browser's limit on size. */
export const priceListLimits = {
  maxLines: 100_000,
  maxFileBytes: 20 * 1024 * 1024,
  /** Lines per upload request: 5,000 lines of at most ~400 bytes stay far below the 8 MB body limit. */
  maxLinesPerChunk: 5_000,
  groupNameLength: 100,
} as const;

/** Headings we recognise, normalised (lower-case, æøå spelled out, letters and digits only). Danish first. */
const headingSynonyms: Record<PriceListField, string[]> = {
  sku: [
    'varenr',
    'varenummer',
    'vnr',
    'artikelnr',
    'artikelnummer',
    'art',
    'artnr',
    'leverandoervarenr',
    'levvarenr',
    'sku',
    'itemno',
    'itemnumber',
    'productno',
    'productcode',
    'partnumber',
  ],
  name: ['navn', 'varenavn', 'beskrivelse', 'varebeskrivelse', 'tekst', 'varetekst', 'name', 'description', 'product'],
  unit: ['enhed', 'enh', 'salgsenhed', 'unit', 'uom', 'unitofmeasure'],
  costPrice: [
    'nettopris',
    'netto',
    'indkoebspris',
    'kostpris',
    'costpris',
    'dinpris',
    'costprice',
    'cost',
    'netprice',
    'purchaseprice',
  ],
  listPrice: [
    'listepris',
    'bruttopris',
    'vejludsalgspris',
    'vejledendeudsalgspris',
    'vejlpris',
    'listprice',
    'rrp',
    'msrp',
    'grossprice',
  ],
  salesPrice: ['salgspris', 'udsalgspris', 'pris', 'salesprice', 'price', 'sellingprice'],
  groupName: ['varegruppe', 'gruppe', 'kategori', 'group', 'itemgroup', 'productgroup', 'category'],
  barcode: ['ean', 'eannr', 'eannummer', 'ean13', 'stregkode', 'gtin', 'barcode'],
};

/** A suggested field per column (null: not imported); each field is suggested at most once, to its first column. */
export function suggestPriceListMapping(headers: string[]): (PriceListField | null)[] {
  const used = new Set<PriceListField>();
  return headers.map((header) => {
    const key = normaliseHeading(header);
    if (key === '') return null;
    const field = priceListFields.find(
      (f) => !used.has(f) && (f.toLowerCase() === key || headingSynonyms[f].includes(key)),
    );
    if (!field) return null;
    used.add(field);
    return field;
  });
}

export type AmountResult = { ok: true; ore: number | null } | { ok: false; reason: string };

/**
 * Kroner as a supplier writes them, to whole øre: "1.234,50", "1234,50", "1234.50", "kr. 12,50", "12,5 DKK",
 * "1 234,50". The rules:
 * - both '.' and ',' present: the last one is the decimal mark, the other groups thousands;
 * - only ',' (once): the Danish decimal comma ("12,5", "1,234" is 1,234 kr);
 * - only '.': a thousands separator when every group after a dot has exactly three digits ("1.234" is 1.234 kr,
 *   "1.234.567" likewise), else the decimal point ("1234.50", "12.5"). A Danish file means 1.234 kr by "1.234";
 *   an English one that writes three decimals of a krone is rare, and would be a fraction of an øre anyway.
 * - more decimals than two are rounded half up to whole øre (net prices of screws: 0,1234 kr).
 * Empty is null (not given). A minus sign, at either end, or parentheses is refused as negative.
 */
export function parseKronerAmount(raw: string): AmountResult {
  let text = raw
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^(kr\.?|dkk)/i, '')
    .replace(/(kr\.?|dkk|,-|\.-)$/i, '');
  if (text === '') return raw.trim() === '' ? { ok: true, ore: null } : { ok: false, reason: 'priceList.priceInvalid' };
  if (/^-|-$|^\(.*\)$/.test(text)) return { ok: false, reason: 'priceList.priceNegative' };
  if (text.startsWith('+')) text = text.slice(1);
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { ok: false, reason: 'priceList.priceInvalid' };
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let integer: string;
  let decimals = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    const group = at === lastDot ? ',' : '.';
    const intPart = text.slice(0, at);
    if (!validGroups(intPart, group)) return { ok: false, reason: 'priceList.priceInvalid' };
    integer = intPart.split(group).join('');
    decimals = text.slice(at + 1);
  } else if (lastComma >= 0) {
    const parts = text.split(',');
    if (parts.length !== 2) return { ok: false, reason: 'priceList.priceInvalid' };
    [integer, decimals] = parts as [string, string];
  } else if (lastDot >= 0) {
    const parts = text.split('.');
    // "1.234" and "1.234.567": thousands (see above); "12.5" and "1234.50": the decimal point.
    if (validGroups(text, '.')) integer = parts.join('');
    else if (parts.length === 2) [integer, decimals] = parts as [string, string];
    else return { ok: false, reason: 'priceList.priceInvalid' };
  } else integer = text;
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(decimals) || (integer === '' && decimals === ''))
    return { ok: false, reason: 'priceList.priceInvalid' };
  // Far beyond the limit: refuse before the number loses precision.
  if (integer.replace(/^0+/, '').length > 9) return { ok: false, reason: 'priceList.priceTooHigh' };
  const whole = Number(integer || '0') * 100 + Number((decimals + '00').slice(0, 2));
  const roundUp = decimals.length > 2 && Number(decimals[2]) >= 5 ? 1 : 0;
  const ore = whole + roundUp;
  if (ore > itemLimits.maxPriceOre) return { ok: false, reason: 'priceList.priceTooHigh' };
  return { ok: true, ore };
}

/** "1.234.567": groups of three after the first, which has one to three digits. */
function validGroups(text: string, group: string): boolean {
  const [first, ...rest] = text.split(group);
  if (rest.length === 0) return /^\d+$/.test(first!);
  return /^\d{1,3}$/.test(first!) && rest.every((p) => /^\d{3}$/.test(p));
}

/** Unit spellings (normalised: lower-case, no dots or spaces, ² and ³ as 2 and 3) to our units. */
const unitSynonyms: Record<ItemUnit, string[]> = {
  stk: ['stk', 'styk', 'stykker', 'st', 'pcs', 'pc', 'piece', 'pieces', 'ea', 'each', 'enhed'],
  m: ['m', 'meter', 'metre', 'mtr', 'lbm', 'lbmeter', 'loebendemeter'],
  m2: ['m2', 'kvm', 'kvadratmeter', 'sqm'],
  m3: ['m3', 'kubikmeter', 'cbm'],
  l: ['l', 'liter', 'litre', 'ltr', 'lt'],
  kg: ['kg', 'kilo', 'kilogram', 'kgs'],
  time: ['time', 'timer', 't', 'hour', 'hours', 'h', 'hr'],
  pakke: ['pakke', 'pakker', 'pk', 'pkt', 'pakning', 'pack', 'pkg'],
  saet: ['saet', 'sæt', 'set'],
  rulle: ['rulle', 'ruller', 'rl', 'roll'],
  ks: ['ks', 'kasse', 'kasser', 'kas', 'box', 'case'],
};

/** A unit as a supplier writes it ("Stk.", "meter", "PCS", "m²") as one of ours; null when we do not know it. */
export function normalisePriceListUnit(raw: string): ItemUnit | null {
  const key = raw.trim().toLowerCase().replace(/²/g, '2').replace(/³/g, '3').replace(/[.\s]/g, '');
  return itemUnits.find((u) => unitSynonyms[u].includes(key)) ?? null;
}

/** One mapped line as the browser sends it and the server stages it; null: the column is not mapped, or empty. */
export interface PriceListLine {
  /** The line of the file, counting the heading as line 1. */
  line: number;
  sku: string;
  name: string | null;
  unit: ItemUnit | null;
  costPrice: number | null;
  listPrice: number | null;
  salesPrice: number | null;
  groupName: string | null;
  barcode: string | null;
}

export interface PriceListLineError {
  line: number;
  /** A PriceListField, or 'line' for the line as a whole. */
  field: string;
  /** A message key (reasons.priceList.*). */
  reason: string;
  /** For a duplicate SKU: the line it first appeared on. */
  otherLine?: number | null;
}

/** Text a line may hold: no control characters (a NUL would not even fit in the database). */
const cleanText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 0x20), 'priceList.textInvalid')
    .transform((v) => (v === '' ? null : v))
    .nullable();

const priceSchema = z
  .number()
  .int('priceList.priceInvalid')
  .min(0, 'priceList.priceNegative')
  .max(itemLimits.maxPriceOre, 'priceList.priceTooHigh')
  .nullable();

/** The server's check of a mapped line (the browser's `priceListRowToLine` makes only lines that pass it). */
export const priceListLineSchema = z.object({
  line: z
    .number()
    .int('priceList.lineInvalid')
    .min(1, 'priceList.lineInvalid')
    .max(10_000_000, 'priceList.lineInvalid'),
  sku: z.string().trim().min(1, 'priceList.skuMissing').pipe(skuSchema),
  name: cleanText(itemLimits.nameLength),
  unit: z.enum(itemUnits, { message: 'priceList.unitUnknown' }).nullable(),
  costPrice: priceSchema,
  listPrice: priceSchema,
  salesPrice: priceSchema,
  groupName: cleanText(priceListLimits.groupNameLength),
  barcode: z
    .string()
    .transform((v) => normalizeEan(v.trim()))
    .refine((v) => v === '' || isValidEan(v), 'priceList.barcodeInvalid')
    .transform((v) => (v === '' ? null : v))
    .nullable(),
});

/** The first problem of each field of a mapped line (empty: the line is fine). */
export function checkPriceListLine(line: unknown): { line: PriceListLine | null; errors: PriceListLineError[] } {
  // A field left out (an API client sends only what it has) is the same as null: not in the file.
  const given = typeof line === 'object' && line !== null ? (line as Record<string, unknown>) : {};
  const filled = Object.fromEntries(['line', ...priceListFields].map((f) => [f, given[f] ?? null]));
  const result = priceListLineSchema.safeParse(filled);
  if (result.success) return { line: result.data, errors: [] };
  const number = typeof (line as { line?: unknown })?.line === 'number' ? (line as { line: number }).line : 0;
  const seen = new Set<string>();
  const errors: PriceListLineError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'line';
    if (seen.has(field)) continue;
    seen.add(field);
    const reason = /^[a-z][A-Za-z0-9_.]*$/.test(issue.message) ? issue.message : 'priceList.valueInvalid';
    errors.push({
      line: number,
      field,
      reason: field === 'sku' && reason === 'required' ? 'priceList.skuMissing' : reason,
    });
  }
  return { line: null, errors };
}

/**
 * One data row of the file to a mapped line: the cells the mapping names, amounts to øre, the unit to ours.
 * Cells of an XLSX file that held numbers arrive as text with a decimal comma (see the web's sheet reader).
 */
export function priceListRowToLine(
  cells: string[],
  mapping: (string | null | undefined)[],
  lineNumber: number,
): { line: PriceListLine | null; errors: PriceListLineError[] } {
  const raw: Partial<Record<PriceListField, string>> = {};
  mapping.forEach((field, column) => {
    if (!field || !(priceListFields as readonly string[]).includes(field)) return;
    raw[field as PriceListField] = (cells[column] ?? '').trim();
  });
  const errors: PriceListLineError[] = [];
  const amount = (field: 'costPrice' | 'listPrice' | 'salesPrice') => {
    const result = parseKronerAmount(raw[field] ?? '');
    if (result.ok) return result.ore;
    errors.push({ line: lineNumber, field, reason: result.reason });
    return null;
  };
  const costPrice = amount('costPrice');
  const listPrice = amount('listPrice');
  const salesPrice = amount('salesPrice');
  let unit: ItemUnit | null = null;
  if (raw.unit) {
    unit = normalisePriceListUnit(raw.unit);
    if (!unit) errors.push({ line: lineNumber, field: 'unit', reason: 'priceList.unitUnknown' });
  }
  const checked = checkPriceListLine({
    line: lineNumber,
    sku: raw.sku ?? '',
    name: raw.name ?? null,
    unit,
    costPrice,
    listPrice,
    salesPrice,
    groupName: raw.groupName ?? null,
    barcode: raw.barcode ?? null,
  });
  const all = [...errors, ...checked.errors.filter((e) => !errors.some((f) => f.field === e.field))];
  return all.length ? { line: null, errors: all } : checked;
}

/** SKUs that appear on more than one line: an error on each later line, naming the first. */
export function findDuplicateSkus(lines: { line: number; sku: string }[]): PriceListLineError[] {
  const first = new Map<string, number>();
  const errors: PriceListLineError[] = [];
  for (const { line, sku } of lines) {
    const seen = first.get(sku);
    if (seen === undefined) first.set(sku, line);
    else errors.push({ line, field: 'sku', reason: 'priceList.duplicateSku', otherLine: seen });
  }
  return errors;
}

/** Every data row of the file (the first row is the heading) to lines and errors; rows of only empty cells are left out. */
export function mapPriceListRows(
  rows: string[][],
  mapping: (string | null | undefined)[],
): { lines: PriceListLine[]; errors: PriceListLineError[] } {
  const lines: PriceListLine[] = [];
  const errors: PriceListLineError[] = [];
  if (!mapping.includes('sku')) errors.push({ line: 1, field: 'sku', reason: 'priceList.skuNotMapped' });
  rows.slice(1).forEach((cells, index) => {
    if (!cells.some((c) => c.trim() !== '')) return;
    const result = priceListRowToLine(cells, mapping, index + 2);
    if (result.line) lines.push(result.line);
    errors.push(...result.errors);
  });
  errors.push(...findDuplicateSkus(lines));
  if (rows.length - 1 > priceListLimits.maxLines)
    errors.unshift({ line: 1, field: 'line', reason: 'priceList.tooManyLines' });
  errors.sort((a, b) => a.line - b.line);
  return { lines, errors };
}

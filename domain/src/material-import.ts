import { normaliseHeading, parseCsv, type ImportRowError } from './customer-import.ts';
import { materialInputSchema } from './material.ts';

/**
 * Materials from a spreadsheet (issue #18), the customer import's shape: the web decodes the file's bytes
 * (decodeCsvBytes) and sends the text, the server reads it with these functions, so the preview and the import agree.
 * Columns are recognised by their headings (Danish first); the product is named by its model and the customer by
 * its customer number or email, which only the server can look up.
 */

export const materialImportFields = [
  'product',
  'serialNumber',
  'name',
  'placement',
  'installedOn',
  'customer',
  'streetAddress',
  'zipcode',
  'city',
] as const;
export type MaterialImportField = (typeof materialImportFields)[number];

const headingSynonyms: Record<MaterialImportField, string[]> = {
  product: ['produkt', 'model', 'modelnavn', 'product', 'varenavn'],
  serialNumber: ['serienummer', 'serienr', 'serie', 'serial', 'serialnumber', 'sn'],
  name: ['navn', 'betegnelse', 'name'],
  placement: ['placering', 'placement', 'location', 'sted'],
  installedOn: ['installeret', 'installationsdato', 'installeretdato', 'installed', 'installedon', 'installdate'],
  customer: ['kunde', 'kundenummer', 'kundenr', 'kundeemail', 'customer', 'customernumber', 'email'],
  streetAddress: ['adresse', 'vej', 'vejnavn', 'address', 'street', 'streetaddress'],
  zipcode: ['postnr', 'postnummer', 'zipcode', 'zip', 'postcode'],
  city: ['by', 'bynavn', 'city', 'town'],
};

/** The field each column holds (null: not imported), each field at most once. */
export function materialImportMapping(headers: string[]): (MaterialImportField | null)[] {
  const used = new Set<MaterialImportField>();
  return headers.map((header) => {
    const key = normaliseHeading(header);
    const field = materialImportFields.find(
      (f) => !used.has(f) && (f.toLowerCase() === key || headingSynonyms[f].includes(key)),
    );
    if (!field) return null;
    used.add(field);
    return field;
  });
}

/** A Danish date (31-12-2024, 31.12.2024, 31/12/2024) or ISO (2024-12-31) to YYYY-MM-DD; other text is kept. */
export function importDate(value: string): string {
  const dk = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(value.trim());
  if (!dk) return value.trim();
  return `${dk[3]}-${dk[2]!.padStart(2, '0')}-${dk[1]!.padStart(2, '0')}`;
}

export interface MaterialImportRow {
  row: number;
  /** The model named; the server finds the product. */
  product: string;
  /** A customer number (digits) or email; the server finds the customer. */
  customer: string | null;
  /** The material's input without productId and customerId (the server fills them in). */
  fields: Record<string, unknown>;
  errors: ImportRowError[];
}

export const maxMaterialImportRows = 20_000;

/**
 * The data rows of a file (the first row is its heading), each checked against the material form's rules apart from
 * the product and the customer; blank lines are left out. A serial number repeated for the same model within the
 * file is refused on its second line.
 */
export function readMaterialImport(text: string): {
  headers: string[];
  mapping: (MaterialImportField | null)[];
  rows: MaterialImportRow[];
} {
  const cells = parseCsv(text);
  const headers = (cells[0] ?? []).map((h) => h.trim());
  const mapping = materialImportMapping(headers);
  const seen = new Set<string>();
  const rows = cells
    .slice(1)
    .map((line, index) => ({ line, row: index + 2 }))
    .filter(({ line }) => line.some((c) => c.trim() !== ''))
    .map(({ line, row }): MaterialImportRow => {
      const get = (field: MaterialImportField) => {
        const column = mapping.indexOf(field);
        const value = column >= 0 ? (line[column] ?? '').trim() : '';
        return value === '' ? null : value;
      };
      const product = get('product') ?? '';
      const fields = {
        productId: '00000000-0000-4000-8000-000000000000',
        serialNumber: get('serialNumber'),
        name: get('name'),
        placement: get('placement'),
        installedOn: get('installedOn') === null ? null : importDate(get('installedOn')!),
        address: { streetAddress: get('streetAddress'), zipcode: get('zipcode'), city: get('city') },
      };
      const errors: ImportRowError[] = [];
      if (!product) errors.push({ row, field: 'product', reason: 'required' });
      const parsed = materialInputSchema.safeParse(fields);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path.length ? String(issue.path[issue.path.length - 1]) : 'row';
          errors.push({ row, field, reason: /^[a-z][A-Za-z0-9_.]*$/.test(issue.message) ? issue.message : issue.code });
        }
      }
      const serialKey = fields.serialNumber && `${product.toLowerCase()}\u0000${fields.serialNumber.toLowerCase()}`;
      if (serialKey && seen.has(serialKey)) errors.push({ row, field: 'serialNumber', reason: 'material.serialTaken' });
      if (serialKey) seen.add(serialKey);
      const { productId: _placeholder, ...rest } = parsed.success ? parsed.data : { productId: '' };
      return { row, product, customer: get('customer'), fields: rest, errors };
    });
  return { headers, mapping, rows };
}

import { decodeCsvBytes, parseCsv } from '@servio/domain/customer-import';
import { priceListLimits } from '@servio/domain/price-list-import';

export type SheetEncoding = 'utf-8' | 'windows-1252' | 'xlsx';

export type ReadResult =
  | { ok: true; rows: string[][]; encoding: SheetEncoding }
  | { ok: false; reason: 'tooLarge' | 'unreadable' | 'empty' | 'unsupported' };

const isSpreadsheet = (name: string) => /\.(xlsx|xlsm|xls|ods)$/i.test(name);
const isCsv = (name: string, type: string) => /\.(csv|txt|tsv)$/i.test(name) || type === 'text/csv';

/**
 * A chosen file to rows of text cells, read in the browser (docs/decisions/0018-price-list-import.md). Over
 * 20 MB is refused before a byte is read. CSV: UTF-8 with or without BOM, else Windows-1252 (decodeCsvBytes),
 * ';', ',' or tab. A spreadsheet: the first sheet, by SheetJS, loaded only now (its own chunk).
 */
export async function readPriceListFile(file: File): Promise<ReadResult> {
  if (file.size > priceListLimits.maxFileBytes) return { ok: false, reason: 'tooLarge' };
  try {
    if (isSpreadsheet(file.name)) {
      const { sheetRows } = await import('./sheet-rows.ts');
      const rows = sheetRows(new Uint8Array(await file.arrayBuffer()));
      return rows.length ? { ok: true, rows, encoding: 'xlsx' } : { ok: false, reason: 'empty' };
    }
    if (!isCsv(file.name, file.type)) return { ok: false, reason: 'unsupported' };
    const { text, encoding } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    const rows = parseCsv(text);
    return rows.length ? { ok: true, rows, encoding } : { ok: false, reason: 'empty' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

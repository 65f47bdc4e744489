import { read, utils, type CellObject } from '@e965/xlsx';

/**
 * The first sheet of an XLSX/XLS/ODS file as rows of text, by SheetJS (imported only from the price-list
 * import's lazy chunk). A number cell is written from its value with a decimal comma and no grouping ("1234,5"),
 * whatever the cell's display format, so that the amount parser reads it exactly (its displayed text could be
 * "1.234,50 kr." or "1,234.50" depending on the file's locale, or rounded); every other cell is its displayed text.
 */
export function sheetRows(bytes: Uint8Array): string[][] {
  const book = read(bytes, { type: 'array', cellDates: false });
  const first = book.SheetNames[0];
  const sheet = first ? book.Sheets[first] : undefined;
  if (!sheet || !sheet['!ref']) return [];
  const range = utils.decode_range(sheet['!ref']);
  const rows: string[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = sheet[utils.encode_cell({ r, c })] as CellObject | undefined;
      cells.push(cellText(cell));
    }
    if (cells.some((v) => v.trim() !== '')) rows.push(cells);
  }
  return rows;
}

function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n' && typeof cell.v === 'number' && Number.isFinite(cell.v)) {
    // Integers stay whole (an EAN of 13 digits); fractions lose binary noise (0.1 + 0.2) at 6 decimals.
    const text = Number.isInteger(cell.v) ? cell.v.toFixed(0) : String(Number(cell.v.toFixed(6)));
    return text.replace('.', ',');
  }
  return cell.w ?? String(cell.v);
}

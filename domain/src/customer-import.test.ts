import { describe, expect, it } from 'vitest';
import {
  decodeCsvBytes,
  detectSeparator,
  parseCsv,
  safeCsvCell,
  suggestMapping,
  toCsv,
  validateImportRows,
} from './customer-import.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);
/** Windows-1252 bytes of a Latin-1 string (æøåÆØÅ are the same code points). */
const cp1252 = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with a BOM and drops the BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Fornavn;By\nSøren;Århus')]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Fornavn;By\nSøren;Århus', encoding: 'utf-8' });
  });
  it('reads UTF-8 without a BOM', () => {
    expect(decodeCsvBytes(utf8('Æble;ø;å'))).toEqual({ text: 'Æble;ø;å', encoding: 'utf-8' });
  });
  it('falls back to Windows-1252 for æøå from an old Excel', () => {
    const bytes = cp1252('Fornavn;By\nSøren;Århus;Æ æ Ø ø Å å');
    expect(bytes).toContain(0xf8);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Fornavn;By\nSøren;Århus;Æ æ Ø ø Å å', encoding: 'windows-1252' });
    // The euro sign is 0x80 in Windows-1252 (not a control character as in Latin-1).
    expect(decodeCsvBytes(new Uint8Array([0x80])).text).toBe('€');
  });
});

describe('parseCsv', () => {
  it("splits on ';' and detects the separator", () => {
    expect(detectSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectSeparator('a,b,c')).toBe(',');
    expect(detectSeparator('a\tb')).toBe('\t');
    expect(parseCsv('a;b;c\r\n1;2;3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });
  it('keeps separators, newlines and doubled quotes inside quoted fields', () => {
    const text = 'navn;note\n"Hansen; Jens";"linje 1\nlinje 2"\n"Sagde ""hej""";x';
    expect(parseCsv(text)).toEqual([
      ['navn', 'note'],
      ['Hansen; Jens', 'linje 1\nlinje 2'],
      ['Sagde "hej"', 'x'],
    ]);
  });
  it('keeps empty fields, skips blank lines and ignores a BOM', () => {
    expect(parseCsv('\uFEFFa;b;c\n\n1;;3\n;;\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['', '', ''],
    ]);
  });
  it("keeps ',' and line breaks inside quoted fields of a ','-separated file with CRLF line ends", () => {
    const text =
      '\uFEFFNavn,Adresse,Note\r\n"Hansen, Jens","Vestergade 1\r\n2. sal",ok\r\n"Kragh; Birthe",,"a ""b"", c"\r\n';
    expect(detectSeparator(text)).toBe(',');
    expect(parseCsv(text)).toEqual([
      ['Navn', 'Adresse', 'Note'],
      ['Hansen, Jens', 'Vestergade 1\r\n2. sal', 'ok'],
      ['Kragh; Birthe', '', 'a "b", c'],
    ]);
  });
  it("detects ';' when the headings hold commas inside quotes, and ',' inside a ';'-file's cells", () => {
    const text = '"Navn, fulde";"Beløb"\n"Jensen, Ole";1,5\nHolm;2,25\n';
    expect(detectSeparator(text)).toBe(';');
    expect(parseCsv(text)).toEqual([
      ['Navn, fulde', 'Beløb'],
      ['Jensen, Ole', '1,5'],
      ['Holm', '2,25'],
    ]);
  });
  it("falls back to ';' when nothing separates the cells", () => {
    expect(detectSeparator('Navn\nJens')).toBe(';');
    expect(parseCsv('Navn\nJens')).toEqual([['Navn'], ['Jens']]);
  });
  it('handles a last line without a newline and old Mac line ends', () => {
    expect(parseCsv('a;b\r1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('suggestMapping', () => {
  it('maps Danish and English headings, each field once', () => {
    expect(
      suggestMapping([
        'Fornavn',
        'Efternavn',
        'E-mail',
        'Tlf.',
        'Postnr.',
        'By',
        'CVR-nr.',
        'EAN-nummer',
        'Firmanavn',
        'Adresse',
        'Bemærkninger',
        'Ukendt',
        'email',
      ]),
    ).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'zipcode',
      'city',
      'companyCVR',
      'ean',
      'companyName',
      'streetAddress',
      'notes',
      null,
      null,
    ]);
    expect(suggestMapping(['First name', 'Last name', 'Phone', 'Zip'])).toEqual([
      'firstName',
      'lastName',
      'phoneNumber',
      'zipcode',
    ]);
  });
});

describe('validateImportRows', () => {
  const mapping = ['firstName', 'email', 'zipcode', 'companyCVR', null] as const;
  it('reports bad rows with their line number and field, and keeps the good ones', () => {
    const rows = parseCsv(
      'Fornavn;Email;Postnr;CVR;Ignoreret\nMette;mette@x.dk;2100;;z\nJens;ikke-en-mail;2100;;\n;;;;kun ignoreret\nOle;ole@x.dk;21;;\nPia;METTE@x.dk;;;\nKaj;;;1234;\n;;;;',
    );
    const result = validateImportRows(rows, [...mapping]);
    expect(result.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(result[0]).toMatchObject({
      row: 2,
      errors: [],
      input: { firstName: 'Mette', email: 'mette@x.dk', address: { zipcode: '2100' } },
    });
    expect(result[1]!.errors).toEqual([{ row: 3, field: 'email', reason: 'email_invalid' }]);
    expect(result[2]!.errors).toEqual([{ row: 4, field: 'row', reason: 'customer.atLeastOneField' }]);
    expect(result[3]!.errors).toEqual([{ row: 5, field: 'zipcode', reason: 'zipcode_invalid' }]);
    expect(result[4]!.errors).toEqual([{ row: 6, field: 'email', reason: 'duplicateEmail' }]);
    expect(result[5]!.errors).toEqual([{ row: 7, field: 'companyCVR', reason: 'cvr_invalid' }]);
  });
});

describe('CSV export', () => {
  it('writes a BOM, semicolons, CRLF and quotes where needed', () => {
    expect(
      toCsv([
        ['Navn', 'Note'],
        ['Hansen; Jens', 'sagde "hej"\nigen'],
        ['Ø', null],
      ]),
    ).toBe('\uFEFFNavn;Note\r\n"Hansen; Jens";"sagde ""hej""\nigen"\r\nØ;\r\n');
  });
  it('round-trips through parseCsv', () => {
    const rows = [
      ['a;b', 'c"d', 'e\nf'],
      ['', 'æøå', '+4520304050'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
  it('defuses formulas but keeps phone numbers', () => {
    expect(safeCsvCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(safeCsvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(safeCsvCell('+cmd')).toBe(`'+cmd`);
    expect(safeCsvCell('+4520304050')).toBe('+4520304050');
    expect(safeCsvCell('-5')).toBe('-5');
    expect(safeCsvCell('+45 20 30 40 50')).toBe('+45 20 30 40 50');
    expect(safeCsvCell('-1,5')).toBe('-1,5');
  });
  it('defuses a formula behind a sign and a digit, and a leading tab, CR or LF', () => {
    expect(safeCsvCell(`-1+1+cmd|' /C calc'!A0`)).toBe(`'-1+1+cmd|' /C calc'!A0`);
    expect(safeCsvCell('+1-SUM(A1:A9)')).toBe(`'+1-SUM(A1:A9)`);
    expect(safeCsvCell('- 2+3')).toBe(`'- 2+3`);
    expect(safeCsvCell('\t=1+1')).toBe(`'\t=1+1`);
    expect(safeCsvCell('\r=1+1')).toBe(`'\r=1+1`);
    expect(safeCsvCell('\n=1+1')).toBe(`'\n=1+1`);
  });
});

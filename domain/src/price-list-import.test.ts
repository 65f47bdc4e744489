import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, parseCsv } from './customer-import.ts';
import {
  checkPriceListLine,
  findDuplicateSkus,
  mapPriceListRows,
  normalisePriceListUnit,
  parseKronerAmount,
  priceListRowToLine,
  suggestPriceListMapping,
} from './price-list-import.ts';

const ore = (text: string) => {
  const r = parseKronerAmount(text);
  return r.ok ? r.ore : r.reason;
};

describe('parseKronerAmount', () => {
  it.each([
    ['1.234,50', 123_450],
    ['1234,50', 123_450],
    ['1234.50', 123_450],
    ['kr. 12,50', 1_250],
    ['12,50 kr', 1_250],
    ['12,5', 1_250],
    ['12.5', 1_250],
    ['1 234,50', 123_450],
    ['1.234', 123_400],
    ['1.234.567,89', 123_456_789],
    ['1,234.56', 123_456],
    ['0,1234', 12],
    ['0,995', 100],
    ['100,-', 10_000],
    ['DKK 7', 700],
    ['10.000.000,00', 1_000_000_000],
  ])('%s is %i øre', (text, expected) => expect(ore(text)).toBe(expected));

  it('empty is not given', () => {
    expect(ore('')).toBeNull();
    expect(ore('   ')).toBeNull();
  });

  it.each([
    ['-12,50', 'priceList.priceNegative'],
    ['12,50-', 'priceList.priceNegative'],
    ['(12,50)', 'priceList.priceNegative'],
    ['10.000.000,01', 'priceList.priceTooHigh'],
    ['99999999999', 'priceList.priceTooHigh'],
    ['abc', 'priceList.priceInvalid'],
    ['1,2,3', 'priceList.priceInvalid'],
    ['1.23.4', 'priceList.priceInvalid'],
    ['12,34.5,6', 'priceList.priceInvalid'],
    ['kr.', 'priceList.priceInvalid'],
  ])('%s is refused: %s', (text, reason) => expect(ore(text)).toBe(reason));
});

describe('suggestPriceListMapping', () => {
  it('knows Danish and English headings, each field once', () => {
    expect(
      suggestPriceListMapping([
        'Varenr.',
        'Beskrivelse',
        'Enhed',
        'Nettopris',
        'Vejl. udsalgspris',
        'Salgspris',
        'Varegruppe',
        'EAN',
        'Varenummer',
        'Farve',
      ]),
    ).toEqual(['sku', 'name', 'unit', 'costPrice', 'listPrice', 'salesPrice', 'groupName', 'barcode', null, null]);
    expect(suggestPriceListMapping(['Item no', 'Description', 'Cost', 'List price', 'Barcode', 'Indkøbspris'])).toEqual(
      ['sku', 'name', 'costPrice', 'listPrice', 'barcode', null],
    );
    expect(suggestPriceListMapping(['Artikelnr', 'Stregkode', 'Indkøbspris'])).toEqual(['sku', 'barcode', 'costPrice']);
  });
});

describe('normalisePriceListUnit', () => {
  it.each([
    ['Stk.', 'stk'],
    ['styk', 'stk'],
    ['PCS', 'stk'],
    ['meter', 'm'],
    ['m²', 'm2'],
    ['Liter', 'l'],
    ['sæt', 'saet'],
    ['Rl', 'rulle'],
  ])('%s is %s', (raw, unit) => expect(normalisePriceListUnit(raw)).toBe(unit));
  it('an unknown unit is null', () => expect(normalisePriceListUnit('fad')).toBeNull());
});

describe('priceListRowToLine', () => {
  const mapping = ['sku', 'name', 'unit', 'costPrice', 'barcode', null];
  it('maps a row to a line in øre and our unit', () => {
    expect(priceListRowToLine(['A-1', ' Rør 15 mm ', 'meter', '1.234,50', '5701234567899', 'x'], mapping, 2)).toEqual({
      line: {
        line: 2,
        sku: 'A-1',
        name: 'Rør 15 mm',
        unit: 'm',
        costPrice: 123_450,
        listPrice: null,
        salesPrice: null,
        groupName: null,
        barcode: '5701234567899',
      },
      errors: [],
    });
  });
  it('reports every bad field of a line with its line number', () => {
    const result = priceListRowToLine(['', 'Rør', 'fad', '-5', '5701234567891'], mapping, 7);
    expect(result.line).toBeNull();
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { line: 7, field: 'sku', reason: 'priceList.skuMissing' },
        { line: 7, field: 'unit', reason: 'priceList.unitUnknown' },
        { line: 7, field: 'costPrice', reason: 'priceList.priceNegative' },
        { line: 7, field: 'barcode', reason: 'priceList.barcodeInvalid' },
      ]),
    );
    expect(result.errors).toHaveLength(4);
  });
  it('refuses a price over 10 million kroner', () => {
    expect(priceListRowToLine(['A', 'x', '', '10.000.001'], mapping, 3).errors).toEqual([
      { line: 3, field: 'costPrice', reason: 'priceList.priceTooHigh' },
    ]);
  });
});

describe('the server check of a mapped line', () => {
  const good = {
    line: 2,
    sku: 'A',
    name: null,
    unit: null,
    costPrice: 100,
    listPrice: null,
    salesPrice: null,
    groupName: null,
    barcode: null,
  };
  it('accepts a good line and refuses what the browser should not send', () => {
    expect(checkPriceListLine(good).errors).toEqual([]);
    expect(checkPriceListLine({ ...good, costPrice: 1_000_000_001 }).errors).toEqual([
      { line: 2, field: 'costPrice', reason: 'priceList.priceTooHigh' },
    ]);
    expect(checkPriceListLine({ ...good, listPrice: -1 }).errors[0]!.reason).toBe('priceList.priceNegative');
    expect(checkPriceListLine({ ...good, unit: 'fad' }).errors[0]!.reason).toBe('priceList.unitUnknown');
    expect(checkPriceListLine({ ...good, name: 'a\u0000b' }).errors[0]!.reason).toBe('priceList.textInvalid');
    expect(checkPriceListLine({ ...good, sku: '  ' }).errors[0]!.reason).toBe('priceList.skuMissing');
    expect(checkPriceListLine({ line: 3, sku: 'B', costPrice: 5 })).toEqual({
      line: { ...good, line: 3, sku: 'B', costPrice: 5 },
      errors: [],
    });
  });
});

describe('duplicates and whole files', () => {
  it('names both lines of a duplicate SKU', () => {
    expect(
      findDuplicateSkus([
        { line: 2, sku: 'A' },
        { line: 3, sku: 'B' },
        { line: 9, sku: 'A' },
      ]),
    ).toEqual([{ line: 9, field: 'sku', reason: 'priceList.duplicateSku', otherLine: 2 }]);
  });

  it('reads a Windows-1252 CSV with semicolons and decimal commas', () => {
    const text = 'Varenr;Beskrivelse;Nettopris;Enhed\r\nR-15;Rør 15 mm, kobber;12,50;Stk.\r\nS-1;Skrue ø5;0,75;pk\r\n';
    const bytes = Uint8Array.from([...text].map((c) => (c === 'ø' ? 0xf8 : c.charCodeAt(0))));
    const decoded = decodeCsvBytes(bytes);
    expect(decoded.encoding).toBe('windows-1252');
    const rows = parseCsv(decoded.text);
    const mapping = suggestPriceListMapping(rows[0]!);
    expect(mapping).toEqual(['sku', 'name', 'costPrice', 'unit']);
    const { lines, errors } = mapPriceListRows(rows, mapping);
    expect(errors).toEqual([]);
    expect(lines.map((l) => [l.line, l.sku, l.name, l.costPrice, l.unit])).toEqual([
      [2, 'R-15', 'Rør 15 mm, kobber', 1_250, 'stk'],
      [3, 'S-1', 'Skrue ø5', 75, 'pakke'],
    ]);
  });

  it('requires the SKU column and reports duplicates in line order', () => {
    expect(mapPriceListRows([['Navn'], ['x']], ['name']).errors[0]).toEqual({
      line: 1,
      field: 'sku',
      reason: 'priceList.skuNotMapped',
    });
    const { errors } = mapPriceListRows([['Varenr'], ['A'], [''], ['B'], ['A']], ['sku']);
    expect(errors).toEqual([{ line: 5, field: 'sku', reason: 'priceList.duplicateSku', otherLine: 2 }]);
  });
});

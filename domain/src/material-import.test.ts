import { describe, expect, it } from 'vitest';
import { importDate, materialImportMapping, readMaterialImport } from './material-import.ts';
import { materialInputSchema, materialLocksVisit } from './material.ts';

describe('material import', () => {
  it('recognises Danish and English headings, each field once', () => {
    expect(materialImportMapping(['Model', 'Serienr.', 'Placering', 'Kunde', 'Postnr', 'Ukendt', 'Serial'])).toEqual([
      'product',
      'serialNumber',
      'placement',
      'customer',
      'zipcode',
      null,
      null,
    ]);
  });

  it('reads Danish dates and checks each row by the form rules; a serial repeated for the same model is refused', () => {
    expect(importDate('1.2.2025')).toBe('2025-02-01');
    expect(importDate('2025-02-01')).toBe('2025-02-01');
    const { rows } = readMaterialImport(
      'Model;Serienummer;Installeret;Kunde\nNZ25;A1;31-01-2025;12\nNZ25;a1;;\n;B;30-02-2025;\n\nMSZ;A1;;kunde@x.dk\n',
    );
    // Blank lines are skipped before numbering (as the customer import): the fourth data row is line 5.
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(rows[0]).toMatchObject({ product: 'NZ25', customer: '12', errors: [] });
    expect(rows[0]!.fields).toMatchObject({ serialNumber: 'A1', installedOn: '2025-01-31', address: null });
    expect(rows[1]!.errors).toEqual([{ row: 3, field: 'serialNumber', reason: 'material.serialTaken' }]);
    expect(rows[2]!.errors).toEqual([
      { row: 4, field: 'product', reason: 'required' },
      { row: 4, field: 'installedOn', reason: 'date_invalid' },
    ]);
    expect(rows[3]!.errors).toEqual([]);
  });
});

describe('material input', () => {
  it('refuses intervals outside 1–120 and impossible dates; empty text and addresses are none', () => {
    const productId = '5eed0000-0000-4000-8000-000000006010';
    expect(materialInputSchema.safeParse({ productId, serviceIntervalMonths: 0 }).success).toBe(false);
    expect(materialInputSchema.safeParse({ productId, serviceIntervalMonths: 121 }).success).toBe(false);
    expect(materialInputSchema.safeParse({ productId, installedOn: '2025-02-29' }).success).toBe(false);
    expect(
      materialInputSchema.parse({ productId, serialNumber: ' ', address: { streetAddress: '', zipcode: '' } }),
    ).toMatchObject({ serialNumber: null, address: null, serviceActive: null, rentable: false });
  });

  it('locks a visit while the unit has a customer or a fixed address', () => {
    expect(materialLocksVisit({ customerId: null, streetAddress: null, zipcode: null })).toBe(false);
    expect(materialLocksVisit({ customerId: 'c', streetAddress: null, zipcode: null })).toBe(true);
    expect(materialLocksVisit({ customerId: null, streetAddress: 'Vej 1', zipcode: null })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { draftLineValues, newDraftLine, parseDraftLine } from './draft-line-values.ts';

describe("a draft line's values", () => {
  it('shows a saved line as typed text and reads it back the same', () => {
    const saved = {
      id: 'l1',
      description: 'Filter F7',
      quantity: 2500,
      unit: 'stk',
      unitPrice: 19_999,
      discountBp: 1250,
      vatBp: 2500,
    };
    const values = draftLineValues(saved);
    expect(values).toMatchObject({ quantity: '2,5', unitPrice: '199,99', discount: '12,5' });
    expect(parseDraftLine(values)).toEqual({ ok: true, line: saved });
  });

  it('takes a discount line below zero and an empty discount as none', () => {
    const line = { ...newDraftLine(), description: 'Rabat', unitPrice: '-100,00' };
    expect(parseDraftLine(line)).toMatchObject({
      ok: true,
      line: { unitPrice: -10_000, discountBp: 0, quantity: 1000 },
    });
  });

  it('names every field it cannot read', () => {
    const bad = { ...newDraftLine(), description: ' ', quantity: '0', unitPrice: 'ti kroner', discount: '120' };
    expect(parseDraftLine(bad)).toEqual({
      ok: false,
      errors: {
        description: 'invoices.editor.errors.description',
        quantity: 'invoices.editor.errors.quantity',
        unitPrice: 'invoices.editor.errors.unitPrice',
        discount: 'invoices.editor.errors.discount',
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { effectiveSalesPrice, itemInputSchema, lineTotalOre, mulDivHalfUp, priceWithMarkup } from './item.ts';

describe('item arithmetic in whole øre, half up', () => {
  it('adds a markup and rounds once, half up', () => {
    expect(priceWithMarkup(10_000, 2500)).toBe(12_500);
    // 333 øre × 1.125 = 374.625 → 375
    expect(priceWithMarkup(333, 1250)).toBe(375);
    // 2 øre × 1.25 = 2.5 → 3 (half up, not to even)
    expect(priceWithMarkup(2, 2500)).toBe(3);
    // 1 øre × 1.2 = 1.2 → 1
    expect(priceWithMarkup(1, 2000)).toBe(1);
    expect(priceWithMarkup(0, 5000)).toBe(0);
  });

  it('computes a line total from price, quantity in thousandths and discount', () => {
    expect(lineTotalOre(12_550, 2000)).toBe(25_100);
    // 2.5 m at 99,99 kr. = 249.975 kr. → 249,98 kr.
    expect(lineTotalOre(9999, 2500)).toBe(24_998);
    // 10 % off 3 × 33,33 kr. = 89.991 kr. → 89,99 kr.
    expect(lineTotalOre(3333, 3000, 1000)).toBe(8999);
    // 1 øre × 0.5 = 0.5 → 1
    expect(lineTotalOre(1, 500)).toBe(1);
    expect(lineTotalOre(12_345, 1000, 10_000)).toBe(0);
  });

  it('stays exact beyond what a double holds', () => {
    // 10 million kroner × one million units: 10^15 øre × 10^3, more than 2^53 in the intermediate product.
    expect(lineTotalOre(1_000_000_000, 1_000_000_000)).toBe(1_000_000_000_000_000);
    expect(mulDivHalfUp(-5, 1, 2)).toBe(-3);
    expect(mulDivHalfUp(5, 1, 2)).toBe(3);
  });

  it('takes the sales price from the group only for a following item with a cost', () => {
    const base = { costPrice: 10_000, salesPrice: 20_000, groupMarkupBp: 3000 };
    expect(effectiveSalesPrice({ ...base, followsGroupPrice: true })).toBe(13_000);
    expect(effectiveSalesPrice({ ...base, followsGroupPrice: false })).toBe(20_000);
    expect(effectiveSalesPrice({ ...base, followsGroupPrice: true, groupMarkupBp: null })).toBe(20_000);
    expect(effectiveSalesPrice({ ...base, followsGroupPrice: true, costPrice: null })).toBe(20_000);
  });
});

describe('item input', () => {
  const valid = { sku: 'F-100', name: 'Filter', unit: 'stk' };
  it('checks the barcode as an EAN-13 and refuses a price over 10 million kroner', () => {
    expect(itemInputSchema.safeParse({ ...valid, barcode: '5701234567899' }).success).toBe(true);
    const badBarcode = itemInputSchema.safeParse({ ...valid, barcode: '5701234567890' });
    expect(badBarcode.error?.issues[0]?.message).toBe('ean_invalid');
    const tooHigh = itemInputSchema.safeParse({ ...valid, salesPrice: 1_000_000_001 });
    expect(tooHigh.error?.issues[0]?.message).toBe('item.priceTooHigh');
    expect(itemInputSchema.safeParse({ ...valid, unit: 'tons' }).error?.issues[0]?.message).toBe('item.unitInvalid');
  });
});

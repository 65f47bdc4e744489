import { describe, expect, it } from 'vitest';
import { formatQuantity, formatQuantityInput, parseQuantity } from './quantity.ts';

describe('quantities in thousandths', () => {
  it('reads Danish and English style', () => {
    expect(formatQuantity(2500, 'da')).toBe('2,5');
    expect(formatQuantity(1_234_000, 'da')).toBe('1.234');
    expect(formatQuantity(2500, 'en')).toBe('2.5');
    expect(formatQuantity(-1000, 'da')).toMatch(/^[-−]1$/);
    expect(formatQuantityInput(1_234_500, 'da')).toBe('1234,5');
  });

  it('parses either decimal mark, exactly, with at most three decimals', () => {
    expect(parseQuantity('2,5')).toBe(2500);
    expect(parseQuantity('2.125')).toBe(2125);
    expect(parseQuantity('0,001')).toBe(1);
    expect(parseQuantity('−2')).toBe(-2000);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('2,5555')).toBe('invalid');
    expect(parseQuantity('to')).toBe('invalid');
  });
});

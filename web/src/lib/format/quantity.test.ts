import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  formatPercentInput,
  formatQuantity,
  formatQuantityInput,
  parsePercent,
  parseQuantity,
} from './quantity.ts';

describe('quantities in thousandths and percents in basis points', () => {
  it('shows thousandths as a decimal number the language’s way', () => {
    expect(formatQuantity(2500, 'da')).toBe('2,5');
    expect(formatQuantity(2500, 'en')).toBe('2.5');
    expect(formatQuantity(1_250_000, 'da')).toBe('1.250');
    expect(formatQuantity(1, 'da')).toBe('0,001');
    expect(formatQuantity(-1000, 'da')).toMatch(/^[-−]1$/);
    expect(formatQuantity(null, 'da')).toBe('');
    expect(formatQuantityInput(1_234_500, 'da')).toBe('1234,5');
    expect(formatQuantityInput(null, 'da')).toBe('');
  });

  it('reads what a field shows back to the same number', () => {
    for (const milli of [1, 2500, 1_250_000, 999_999_999])
      expect(parseQuantity(formatQuantityInput(milli, 'da'))).toBe(milli);
  });

  it('reads a typed quantity with either decimal mark, at most three decimals, a minus for a correction', () => {
    expect(parseQuantity('2,5')).toBe(2500);
    expect(parseQuantity('2.125')).toBe(2125);
    expect(parseQuantity(' 10 ')).toBe(10_000);
    expect(parseQuantity('0,001')).toBe(1);
    expect(parseQuantity('−2')).toBe(-2000);
    expect(parseQuantity('-1')).toBe(-1000);
    expect(parseQuantity('')).toBeNull();
    for (const bad of ['1,2345', 'abc', '1.000,5', 'to', '--1']) expect(parseQuantity(bad), bad).toBe('invalid');
  });

  it('shows and reads basis points as percent', () => {
    expect(formatPercent(2500, 'da')).toMatch(/^25\s%$/);
    expect(formatPercent(1250, 'en')).toBe('12.5%');
    expect(formatPercentInput(1250, 'da')).toBe('12,5');
    expect(formatPercentInput(100_000, 'da')).toBe('1000');
    expect(parsePercent('12,5')).toBe(1250);
    expect(parsePercent('35 %')).toBe(3500);
    expect(parsePercent('0.05')).toBe(5);
    expect(parsePercent('')).toBeNull();
    for (const bad of ['-5', '1,255', 'x']) expect(parsePercent(bad), bad).toBe('invalid');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPercent, formatPercentInput, formatQuantity, parsePercent, parseQuantity } from './quantity.ts';

describe('quantities and percents', () => {
  it('shows thousandths as a decimal number the language’s way', () => {
    expect(formatQuantity(2500, 'da')).toBe('2,5');
    expect(formatQuantity(2500, 'en')).toBe('2.5');
    expect(formatQuantity(1_250_000, 'da')).toBe('1.250');
    expect(formatQuantity(1, 'da')).toBe('0,001');
    expect(formatQuantity(null, 'da')).toBe('');
  });

  it('reads a typed quantity with either decimal mark, at most three decimals', () => {
    expect(parseQuantity('2,5')).toBe(2500);
    expect(parseQuantity('2.5')).toBe(2500);
    expect(parseQuantity(' 10 ')).toBe(10_000);
    expect(parseQuantity('0,125')).toBe(125);
    expect(parseQuantity('')).toBeNull();
    for (const bad of ['-1', '1,2345', 'abc', '1.000,5']) expect(parseQuantity(bad), bad).toBe('invalid');
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

import { describe, expect, it } from 'vitest';
import { parseKroner } from './money.ts';

describe('parseKroner', () => {
  it('reads Danish amounts', () => {
    expect(parseKroner('1.234,50')).toBe(123450);
    expect(parseKroner('1234,5')).toBe(123450);
    expect(parseKroner('450')).toBe(45000);
    expect(parseKroner(' 1 234,50 kr.')).toBe(123450);
    expect(parseKroner('1.000')).toBe(100000);
    expect(parseKroner('12.5')).toBe(1250);
    expect(parseKroner('0,99')).toBe(99);
  });
  it('treats empty as no amount and refuses the rest', () => {
    expect(parseKroner('')).toBeNull();
    expect(parseKroner('abc')).toBe('invalid');
    expect(parseKroner('-5')).toBe('invalid');
    expect(parseKroner('1,234')).toBe('invalid');
  });
});

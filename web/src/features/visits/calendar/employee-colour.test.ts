import { describe, expect, it } from 'vitest';
import { employeeColourIndex, employeePaletteSize } from './employee-colour.ts';

const seed = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

describe('employeeColourIndex', () => {
  it('gives an employee the same palette colour every time', () => {
    expect(employeeColourIndex(seed(2))).toBe(employeeColourIndex(seed(2)));
    const index = employeeColourIndex(crypto.randomUUID());
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(employeePaletteSize);
  });

  it('spreads people over the palette (ids differing in one digit get different colours)', () => {
    const colours = new Set([1, 2, 3, 4, 5].map((n) => employeeColourIndex(seed(n))));
    expect(colours.size).toBeGreaterThanOrEqual(4);
    const many = new Set(Array.from({ length: 200 }, () => employeeColourIndex(crypto.randomUUID())));
    expect(many.size).toBe(employeePaletteSize);
  });
});

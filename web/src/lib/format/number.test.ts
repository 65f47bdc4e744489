import { describe, expect, it } from 'vitest';
import {
  countValues,
  formatCoordinate,
  formatCoordinateInput,
  formatCoordinates,
  formatCount,
  parseDecimal,
  separators,
} from './number.ts';
import { exampleValues } from './examples.ts';

describe('numbers', () => {
  it('knows each language’s marks', () => {
    expect(separators('da')).toEqual({ decimal: ',', group: '.' });
    expect(separators('en')).toEqual({ decimal: '.', group: ',' });
  });

  it('groups counts for reading', () => {
    expect(formatCount(2345, 'da')).toBe('2.345');
    expect(formatCount(2345, 'en')).toBe('2,345');
    expect(formatCount(12, 'da')).toBe('12');
    expect(countValues(20000, 'da')).toEqual({ count: 20000, countText: '20.000' });
  });
});

describe('coordinates', () => {
  it('are shown with the language’s decimal mark, a point parted so the comma is not read twice', () => {
    expect(formatCoordinate(55.6736, 'da')).toBe('55,6736');
    expect(formatCoordinate(55.6736, 'en')).toBe('55.6736');
    expect(formatCoordinate(-12.123456789, 'en')).toBe('-12.123457');
    expect(formatCoordinates(55.6736, 12.5683, 'da')).toBe('55,6736; 12,5683');
    expect(formatCoordinates(55.6736, 12.5683, 'en')).toBe('55.6736, 12.5683');
  });

  it('keep every digit in a field, and read back in both languages', () => {
    expect(formatCoordinateInput(55.6761, 'da')).toBe('55,6761');
    expect(formatCoordinateInput(55.6761, 'en')).toBe('55.6761');
    expect(formatCoordinateInput(1234.5, 'da')).toBe('1234,5');
    expect(formatCoordinateInput(null, 'da')).toBe('');
    for (const language of ['da', 'en'] as const)
      for (const value of [55.6761, -33.123456789012344, 0, 180, 12.5])
        expect(parseDecimal(formatCoordinateInput(value, language)), `${language} ${value}`).toBe(value);
  });

  it('are read with either decimal mark', () => {
    expect(parseDecimal('55,6761')).toBe(55.6761);
    expect(parseDecimal(' 55.6761 ')).toBe(55.6761);
    expect(parseDecimal('-12,5')).toBe(-12.5);
    expect(parseDecimal('')).toBeNull();
    for (const text of ['abc', '55,67,61', '1.234,5', '1e3', '0x10', '55.', ',5'])
      expect(parseDecimal(text), text).toBe('invalid');
  });

  it('give the hints’ examples in each language', () => {
    expect(exampleValues('da')).toEqual({
      moneyExample: '1.234,50',
      latitudeExample: '55,6761',
      longitudeExample: '12,5683',
    });
    expect(exampleValues('en')).toEqual({
      moneyExample: '1,234.50',
      latitudeExample: '55.6761',
      longitudeExample: '12.5683',
    });
  });
});

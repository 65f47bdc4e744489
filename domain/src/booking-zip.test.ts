import { describe, expect, it } from 'vitest';
import { isZipcode, parseZipRanges, zipInRanges } from './booking-zip.ts';

describe('booking zip ranges', () => {
  it('parses ranges and single postcodes with any separator', () => {
    expect(parseZipRanges('2000-2999, 4000')).toEqual({
      ok: true,
      ranges: [
        [2000, 2999],
        [4000, 4000],
      ],
    });
    expect(parseZipRanges('2000–2999;3000 - 3699\n8000')).toEqual({
      ok: true,
      ranges: [
        [2000, 2999],
        [3000, 3699],
        [8000, 8000],
      ],
    });
    expect(parseZipRanges(' 1000-1999 ,, 5000 ')).toEqual({
      ok: true,
      ranges: [
        [1000, 1999],
        [5000, 5000],
      ],
    });
  });
  it('is everywhere when empty', () => {
    expect(parseZipRanges('')).toEqual({ ok: true, ranges: [] });
    expect(parseZipRanges(null)).toEqual({ ok: true, ranges: [] });
    expect(parseZipRanges(' \n ')).toEqual({ ok: true, ranges: [] });
    expect(zipInRanges('9990', [])).toBe(true);
  });
  it('names the first bad token', () => {
    expect(parseZipRanges('2000-2999, 40x0')).toEqual({ ok: false, error: 'booking.zipRangesInvalid', at: '40x0' });
    expect(parseZipRanges('2999-2000')).toEqual({ ok: false, error: 'booking.zipRangesInvalid', at: '2999-2000' });
    expect(parseZipRanges('200-300')).toEqual({ ok: false, error: 'booking.zipRangesInvalid', at: '200-300' });
    expect(parseZipRanges('2000-')).toEqual({ ok: false, error: 'booking.zipRangesInvalid', at: '2000-' });
  });
  it('checks a postcode against the ranges, inclusive', () => {
    const ranges = [
      [2000, 2999],
      [4000, 4000],
    ] as [number, number][];
    expect(zipInRanges('2000', ranges)).toBe(true);
    expect(zipInRanges('2999', ranges)).toBe(true);
    expect(zipInRanges('4000', ranges)).toBe(true);
    expect(zipInRanges('3000', ranges)).toBe(false);
    expect(zipInRanges('1999', ranges)).toBe(false);
    expect(zipInRanges('21000', ranges)).toBe(false);
    expect(zipInRanges('210', [])).toBe(false);
  });
  it('knows a postcode', () => {
    expect(isZipcode('2100')).toBe(true);
    expect(isZipcode('210')).toBe(false);
    expect(isZipcode('21000')).toBe(false);
    expect(isZipcode('21a0')).toBe(false);
    expect(isZipcode(' 2100')).toBe(false);
  });
});

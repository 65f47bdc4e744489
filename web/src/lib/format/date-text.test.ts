import { describe, expect, it } from 'vitest';
import { formatDateText, isIsoDate, parseDateText, parseTimeText } from './date-text.ts';

describe('typed dates', () => {
  it('reads day before month in the forms people type, and a pasted ISO date', () => {
    for (const text of ['24.12.2026', '24/12/2026', '24-12-2026', ' 24. 12. 2026 ', '24122026', '241226', '24.12.26'])
      expect(parseDateText(text), text).toEqual({ kind: 'date', iso: '2026-12-24' });
    expect(parseDateText('1.2.2026')).toEqual({ kind: 'date', iso: '2026-02-01' });
    expect(parseDateText('2026-12-24')).toEqual({ kind: 'date', iso: '2026-12-24' });
    expect(parseDateText('29.02.2028')).toEqual({ kind: 'date', iso: '2028-02-29' });
  });

  it('tells a date that does not exist from text that is not a date', () => {
    expect(parseDateText('30.02.2026')).toEqual({ kind: 'invalid', reason: 'impossible' });
    expect(parseDateText('29.02.2026')).toEqual({ kind: 'invalid', reason: 'impossible' });
    expect(parseDateText('01.13.2026')).toEqual({ kind: 'invalid', reason: 'impossible' });
    expect(parseDateText('2026-02-30')).toEqual({ kind: 'invalid', reason: 'impossible' });
    expect(parseDateText('12/24/2026')).toEqual({ kind: 'invalid', reason: 'impossible' });
    for (const text of ['24.12', 'i morgen', '24.12.202', '2026.12.24'])
      expect(parseDateText(text), text).toEqual({ kind: 'invalid', reason: 'format' });
    expect(parseDateText('  ')).toEqual({ kind: 'empty' });
  });

  it('shows an ISO date as dd.mm.yyyy in Danish and dd/mm/yyyy in English', () => {
    expect(formatDateText('2026-12-24', 'da')).toBe('24.12.2026');
    expect(formatDateText('2026-01-05', 'en')).toBe('05/01/2026');
    expect(formatDateText('30.02', 'da')).toBe('30.02');
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
  });
});

describe('typed times', () => {
  it('reads the 24-hour clock with or without separator', () => {
    const cases: [string, string][] = [
      ['14:30', '14:30'],
      ['14.30', '14:30'],
      ['1430', '14:30'],
      ['830', '08:30'],
      ['8', '08:00'],
      ['0:05', '00:05'],
      ['23:59', '23:59'],
    ];
    for (const [text, value] of cases) expect(parseTimeText(text), text).toEqual({ kind: 'time', value });
  });

  it('refuses hours past 23, minutes past 59 and AM/PM', () => {
    for (const text of ['24:00', '12:60', '2:30 PM', '12345', 'kl. 8'])
      expect(parseTimeText(text), text).toEqual({ kind: 'invalid' });
    expect(parseTimeText('')).toEqual({ kind: 'empty' });
  });
});

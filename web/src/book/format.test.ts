// The booking page's dates, money and texts (plain node test, no DOM).
import { describe, expect, it } from 'vitest';
import { addDays, dayOf, formatPrice, formatSpan, formatTime } from './format.ts';
import { initialLanguage, translate } from './i18n.ts';

describe('booking page formats', () => {
  it('shows prices in øre as Danish kroner', () => {
    expect(formatPrice(45000, 'da').replace(/\s/g, ' ')).toBe('450,00 kr.');
    expect(formatPrice(45050, 'en').replace(/\s/g, ' ')).toBe('DKK 450.50');
  });

  it('names the Copenhagen day and time of an instant, across the clock change', () => {
    // 23:30 UTC on 25 October 2026 is 00:30 on the 26th in Copenhagen (winter time, UTC+1).
    expect(dayOf('2026-10-25T23:30:00Z')).toBe('2026-10-26');
    // 22:30 UTC on 24 October is 00:30 on the 25th (summer time, UTC+2).
    expect(dayOf('2026-10-24T22:30:00Z')).toBe('2026-10-25');
    expect(formatTime('2026-10-26T08:00:00Z', 'da')).toBe('09.00');
    expect(formatTime('2026-10-24T08:00:00Z', 'en')).toBe('10:00');
  });

  it('counts days over month ends and the clock change', () => {
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31');
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(addDays('2026-12-01', -7)).toBe('2026-11-24');
  });

  it('writes a span with the day in words', () => {
    expect(formatSpan('2026-12-01T08:00:00Z', '2026-12-01T09:00:00Z', 'da')).toBe('tirsdag 1. december 09.00–10.00');
  });
});

describe('booking page texts', () => {
  it('fills placeholders and falls back to the key', () => {
    expect(translate('da', 'errors.rateLimited', { seconds: 42 })).toBe('For mange forsøg, prøv igen om 42 sekunder.');
    expect(translate('en', 'errors.rateLimited', { seconds: 42 })).toBe('Too many attempts, try again in 42 seconds.');
    expect(translate('da', 'no.such.key')).toBe('no.such.key');
  });

  it('starts in Danish unless the address asks for English', () => {
    expect(initialLanguage('?company=demo')).toBe('da');
    expect(initialLanguage('?company=demo&lang=en')).toBe('en');
  });
});

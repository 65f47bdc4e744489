import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatLongDate,
  formatLongDateTime,
  formatOccurrence,
  formatPeriod,
  formatShortDate,
  formatTime,
  formatTimestamp,
} from './date-time.ts';

// 08:30 on Christmas Eve in Copenhagen (winter time, UTC+1).
const morning = '2026-12-24T07:30:00.000Z';

describe('dates and times', () => {
  it('are shown in Copenhagen time, the Danish way in Danish', () => {
    expect(formatTime(morning, 'da')).toBe('08.30');
    expect(formatShortDate(morning, 'da')).toBe('24.12.2026');
    expect(formatDate(morning, 'da')).toBe('24. dec. 2026');
    expect(formatLongDate(new Date(morning), 'da')).toBe('torsdag 24. december');
    expect(formatDateTime(morning, 'da')).toBe('24. dec. 2026, 08.30');
    expect(formatLongDateTime(morning, 'da')).toBe('24. december 2026 kl. 08.30');
    expect(formatOccurrence(morning, 'da')).toBe('torsdag den 24. december 2026 kl. 08.30');
  });

  it('and the British way in English', () => {
    expect(formatTime(morning, 'en')).toBe('08:30');
    expect(formatShortDate(morning, 'en')).toBe('24/12/2026');
    expect(formatDate(morning, 'en')).toBe('24 Dec 2026');
    expect(formatLongDate(new Date(morning), 'en')).toBe('Thursday 24 December');
    expect(formatDateTime(morning, 'en')).toBe('24 Dec 2026, 08:30');
    expect(formatLongDateTime(morning, 'en')).toBe('24 December 2026 at 08:30');
    expect(formatOccurrence(morning, 'en')).toBe('Thursday, 24 December 2026 at 08:30');
  });

  it('formats an instant to the second, as the audit log is read', () => {
    expect(formatTimestamp('2025-05-14T07:41:07.000Z', 'da')).toBe('14.05.2025 09.41.07');
    expect(formatTimestamp('2025-01-14T23:30:00.000Z', 'en')).toBe('15/01/2025 00:30:00');
  });

  it('shows a period with the end’s date only when it is another day', () => {
    expect(formatPeriod(morning, '2026-12-24T09:00:00.000Z', '–', 'da')).toBe('24. dec. 2026 08.30–10.00');
    expect(formatPeriod(morning, '2026-12-25T09:00:00.000Z', '–', 'en')).toBe('24 Dec 2026 08:30 – 25 Dec 2026 10:00');
    expect(formatPeriod(morning, null, '–', 'en')).toBe('24 Dec 2026 08:30');
    expect(formatPeriod(null, null, 'Intet tidspunkt', 'da')).toBe('Intet tidspunkt');
  });

  it('writes durations as hours:minutes', () => {
    expect(formatDuration(150)).toBe('2:30');
    expect(formatDuration(5)).toBe('0:05');
  });
});

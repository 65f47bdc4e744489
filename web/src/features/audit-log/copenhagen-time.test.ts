import { describe, expect, it } from 'vitest';
import { endOfDay, formatDateTime, parseDay, startOfDay } from './copenhagen-time.ts';

describe('Copenhagen days', () => {
  it('starts a day at Copenhagen midnight, summer and winter', () => {
    expect(startOfDay('2025-01-15')).toBe('2025-01-14T23:00:00.000Z');
    expect(startOfDay('2025-07-01')).toBe('2025-06-30T22:00:00.000Z');
  });

  it('handles the daylight-saving changes', () => {
    // 30 March 2025: clocks go forward at 02:00, so the day starts at +01:00 and the next at +02:00.
    expect(startOfDay('2025-03-30')).toBe('2025-03-29T23:00:00.000Z');
    expect(endOfDay('2025-03-30')).toBe('2025-03-30T22:00:00.000Z');
    // 26 October 2025: clocks go back.
    expect(startOfDay('2025-10-26')).toBe('2025-10-25T22:00:00.000Z');
    expect(endOfDay('2025-10-26')).toBe('2025-10-26T23:00:00.000Z');
  });

  it('ends a day at the next midnight, across months and years', () => {
    expect(endOfDay('2024-12-31')).toBe('2024-12-31T23:00:00.000Z');
    expect(endOfDay('2024-02-28')).toBe('2024-02-28T23:00:00.000Z');
  });

  it('accepts only real days', () => {
    expect(parseDay('2025-02-28')).toBe('2025-02-28');
    expect(parseDay('2025-02-30')).toBeUndefined();
    expect(parseDay('2025-2-3')).toBeUndefined();
    expect(parseDay(20250101)).toBeUndefined();
  });

  it('formats an instant in Copenhagen time', () => {
    expect(formatDateTime('2025-05-14T07:41:07.000Z', 'da-DK')).toBe('14.05.2025 09.41.07');
    expect(formatDateTime('2025-01-14T23:30:00.000Z', 'en-GB')).toBe('15/01/2025 00:30:00');
  });
});

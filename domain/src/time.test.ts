import { describe, expect, it } from 'vitest';
import { parseLocalDate, zonedDate, zonedDateRange, zonedDayRange, zoneOffsetMinutes } from './time.ts';

const hours = (range: { start: Date; end: Date }) => (range.end.getTime() - range.start.getTime()) / 3600_000;

describe('zonedDayRange in Europe/Copenhagen', () => {
  it('covers 24 hours from local midnight on a normal winter day', () => {
    const range = zonedDayRange(new Date('2026-01-15T12:00:00Z'));
    expect(range.start.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(hours(range)).toBe(24);
  });

  it('covers 24 hours on a normal summer day', () => {
    const range = zonedDayRange(new Date('2026-07-01T08:00:00Z'));
    expect(range.start.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('uses the local date, not the UTC date, just after local midnight', () => {
    // 00:30 on 1 July in Copenhagen is still 30 June in UTC.
    const range = zonedDayRange(new Date('2026-06-30T22:30:00Z'));
    expect(range.start.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(zonedDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('is 23 hours long on the day summer time starts (2026-03-29)', () => {
    for (const instant of [
      '2026-03-28T23:30:00Z',
      '2026-03-29T00:59:00Z',
      '2026-03-29T12:00:00Z',
      '2026-03-29T21:59:00Z',
    ]) {
      const range = zonedDayRange(new Date(instant));
      expect(range.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
      expect(range.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
      expect(hours(range)).toBe(23);
    }
  });

  it('is 25 hours long on the day summer time ends (2026-10-25)', () => {
    for (const instant of [
      '2026-10-24T22:30:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:30:00Z',
      '2026-10-25T22:59:00Z',
    ]) {
      const range = zonedDayRange(new Date(instant));
      expect(range.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
      expect(range.end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
      expect(hours(range)).toBe(25);
    }
  });

  it('knows the offsets on both sides of a change', () => {
    expect(zoneOffsetMinutes(new Date('2026-03-29T00:59:00Z'))).toBe(60);
    expect(zoneOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes(new Date('2026-10-25T00:59:00Z'))).toBe(120);
    expect(zoneOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
  });
});

describe('zoneOffsetMinutes, remembered per zone and quarter hour', () => {
  it('answers the same as asked fresh, on both sides of a DST change and for another zone at the same instant', () => {
    for (let round = 0; round < 2; round++) {
      expect(zoneOffsetMinutes(new Date('2026-10-25T00:59:59.999Z'))).toBe(120);
      expect(zoneOffsetMinutes(new Date('2026-10-25T01:00:00.000Z'))).toBe(60);
      expect(zoneOffsetMinutes(new Date('2026-10-25T01:00:00.000Z'), 'America/New_York')).toBe(-240);
      expect(zoneOffsetMinutes(new Date('2026-11-01T06:00:00.000Z'), 'America/New_York')).toBe(-300);
      expect(zoneOffsetMinutes(new Date('2026-04-04T14:59:00.000Z'), 'Australia/Lord_Howe')).toBe(660);
      expect(zoneOffsetMinutes(new Date('2026-04-04T15:00:00.000Z'), 'Australia/Lord_Howe')).toBe(630);
    }
  });
});

describe('zonedDateRange of a Copenhagen calendar day (the audit log filter)', () => {
  const iso = (range: { start: Date; end: Date }) => [range.start.toISOString(), range.end.toISOString()];

  it('starts at local midnight in winter and summer', () => {
    expect(iso(zonedDateRange('2025-01-15'))).toEqual(['2025-01-14T23:00:00.000Z', '2025-01-15T23:00:00.000Z']);
    expect(iso(zonedDateRange('2025-07-01'))).toEqual(['2025-06-30T22:00:00.000Z', '2025-07-01T22:00:00.000Z']);
  });

  it('is 23 and 25 hours long on the days the clocks change', () => {
    // 30 March 2025: clocks go forward at 02:00; 26 October 2025: they go back.
    expect(iso(zonedDateRange('2025-03-30'))).toEqual(['2025-03-29T23:00:00.000Z', '2025-03-30T22:00:00.000Z']);
    expect(iso(zonedDateRange('2025-10-26'))).toEqual(['2025-10-25T22:00:00.000Z', '2025-10-26T23:00:00.000Z']);
  });

  it('ends at the next midnight across months and years', () => {
    expect(zonedDateRange('2024-12-31').end.toISOString()).toBe('2024-12-31T23:00:00.000Z');
    expect(zonedDateRange('2024-02-28').end.toISOString()).toBe('2024-02-28T23:00:00.000Z');
    expect(zonedDateRange('2024-02-29').end.toISOString()).toBe('2024-02-29T23:00:00.000Z');
  });
});

describe('parseLocalDate', () => {
  it('accepts only real days written YYYY-MM-DD', () => {
    expect(parseLocalDate('2025-02-28')).toBe('2025-02-28');
    expect(parseLocalDate('2024-02-29')).toBe('2024-02-29');
    expect(parseLocalDate('2025-02-29')).toBeUndefined();
    expect(parseLocalDate('2025-02-30')).toBeUndefined();
    expect(parseLocalDate('2025-2-3')).toBeUndefined();
    expect(parseLocalDate(20250101)).toBeUndefined();
  });
});

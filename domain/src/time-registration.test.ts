import { describe, expect, it } from 'vitest';
import { localToInstant, parseDate } from './local-dates.ts';
import { isoWeek } from './recurrence.ts';
import {
  defaultRateMapping,
  elapsedMinutes,
  formatHoursMinutes,
  isoWeekStart,
  isoWeeksInYear,
  mondayOfIsoWeek,
  overtimeMinutes,
  parseHoursMinutes,
  timeRegistrationInputSchema,
  unitOfType,
  wageOf,
  weekNormMinutes,
} from './time-registration.ts';

const at = (date: string, hh: number, mm = 0) => localToInstant(parseDate(date), hh * 60 + mm);
const rates = { regular: 20000, hourly: 18000, costPrice: 15000, overtime: 30000, extra: null, extraPublic: null };
const settings = { kmRateOre: 381, rateMapping: defaultRateMapping };

describe('duration', () => {
  it('counts a shift over midnight', () => {
    expect(elapsedMinutes(at('2026-06-10', 22), at('2026-06-11', 6))).toBe(480);
  });
  it('counts the real hours on DST nights', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00, so 22:00–06:00 is 7 hours.
    expect(elapsedMinutes(at('2026-03-28', 22), at('2026-03-29', 6))).toBe(420);
    // 25 October 2026: 03:00 back to 02:00, so the same night is 9 hours.
    expect(elapsedMinutes(at('2026-10-24', 22), at('2026-10-25', 6))).toBe(540);
  });
  it('refuses an end before or at the start and more than 24 hours', () => {
    expect(elapsedMinutes(at('2026-06-10', 10), at('2026-06-10', 9))).toEqual({
      reason: 'timeRegistration.endBeforeStart',
    });
    expect(elapsedMinutes(at('2026-06-10', 10), at('2026-06-10', 10))).toEqual({
      reason: 'timeRegistration.endBeforeStart',
    });
    expect(elapsedMinutes(at('2026-06-10', 10), at('2026-06-11', 10, 1))).toEqual({
      reason: 'timeRegistration.tooLong',
    });
    expect(elapsedMinutes(at('2026-06-10', 10), at('2026-06-11', 10))).toBe(1440);
  });
});

describe('ISO weeks', () => {
  it('knows week 53', () => {
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2025)).toBe(52);
    expect(isoWeeksInYear(2020)).toBe(53);
    expect(mondayOfIsoWeek(2026, 53)).toBe('2026-12-28');
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekStart('2027-01-03')).toBe('2026-12-28');
    expect(mondayOfIsoWeek(2025, 1)).toBe('2024-12-30');
    expect(isoWeekStart('2026-06-14')).toBe('2026-06-08');
  });
  it('takes a fifth of the norm off for each official weekday holiday', () => {
    expect(weekNormMinutes('2026-06-08', 2220)).toBe(2220);
    // Week 52 of 2026: 24 Dec (customary, not official), 25 and 26 Dec (Friday, Saturday): one weekday holiday.
    expect(weekNormMinutes('2026-12-21', 2220)).toBe(2220 - 444);
    // Easter 2026: Maundy Thursday 2 April, Good Friday 3 April.
    expect(weekNormMinutes('2026-03-30', 2220)).toBe(2220 - 888);
  });
  it('counts overtime beyond the norm only', () => {
    expect(overtimeMinutes(2300, 2220)).toBe(80);
    expect(overtimeMinutes(2000, 2220)).toBe(0);
  });
});

describe('wage', () => {
  it('pays the mapped rate per hour', () => {
    expect(wageOf({ type: 'regular', minutes: 450, km: null, amountOre: null }, rates, settings)).toEqual({
      wageOre: 150000,
      rateField: 'regular',
    });
    expect(wageOf({ type: 'overtime', minutes: 90, km: null, amountOre: null }, rates, settings)).toEqual({
      wageOre: 45000,
      rateField: 'overtime',
    });
    expect(wageOf({ type: 'driving', minutes: 20, km: null, amountOre: null }, rates, settings).wageOre).toBe(6000);
  });
  it('pays nothing for a rate that is not set, km by the company rate, and amounts as they are', () => {
    const mapping = { ...defaultRateMapping, sick: 'extra' as const };
    expect(
      wageOf({ type: 'sick', minutes: 60, km: null, amountOre: null }, rates, { kmRateOre: 381, rateMapping: mapping }),
    ).toEqual({ wageOre: 0, rateField: 'extra' });
    expect(wageOf({ type: 'driving_km', minutes: null, km: 12.5, amountOre: null }, rates, settings)).toEqual({
      wageOre: 4763,
      rateField: null,
    });
    expect(wageOf({ type: 'expense', minutes: null, km: null, amountOre: 12345 }, rates, settings).wageOre).toBe(12345);
  });
});

describe('hours:minutes', () => {
  it('formats and reads durations', () => {
    expect(formatHoursMinutes(450)).toBe('7:30');
    expect(formatHoursMinutes(5)).toBe('0:05');
    expect(formatHoursMinutes(0)).toBe('0:00');
    expect(parseHoursMinutes('7:30')).toBe(450);
    expect(parseHoursMinutes('7,5')).toBe(450);
    expect(parseHoursMinutes('8')).toBe(480);
    expect(parseHoursMinutes('7:75')).toBeUndefined();
    expect(parseHoursMinutes('abc')).toBeUndefined();
  });
});

describe('input', () => {
  const parse = (v: unknown) => timeRegistrationInputSchema.safeParse(v);
  const reason = (v: unknown) => {
    const r = parse(v);
    return r.success ? null : `${r.error.issues[0]!.path.join('.')}:${r.error.issues[0]!.message}`;
  };
  it('takes start and end, with the work date of the start in Copenhagen', () => {
    const r = parse({ type: 'regular', startsAt: '2026-06-10T20:00:00Z', endsAt: '2026-06-11T04:00:00Z' });
    expect(r.success && r.data).toMatchObject({ workDate: '2026-06-10', minutes: 480 });
    // 23:30 UTC is already the next day in Copenhagen.
    const late = parse({ type: 'regular', startsAt: '2026-06-10T23:30:00Z', endsAt: '2026-06-11T01:00:00Z' });
    expect(late.success && late.data.workDate).toBe('2026-06-11');
  });
  it('takes a date and a duration', () => {
    const r = parse({ type: 'vacation', date: '2026-06-10', minutes: 444 });
    expect(r.success && r.data).toMatchObject({ workDate: '2026-06-10', minutes: 444, startsAt: null });
  });
  it('refuses bad input with reasons', () => {
    expect(reason({ type: 'regular', startsAt: '2026-06-10T10:00:00Z', endsAt: '2026-06-10T09:00:00Z' })).toBe(
      'endsAt:timeRegistration.endBeforeStart',
    );
    expect(reason({ type: 'regular', startsAt: '2026-06-10T10:00:00Z', endsAt: '2026-06-11T10:30:00Z' })).toBe(
      'endsAt:timeRegistration.tooLong',
    );
    expect(reason({ type: 'regular', startsAt: '2026-06-10T10:00:00Z' })).toBe('endsAt:timeRegistration.endRequired');
    expect(reason({ type: 'regular', date: '2026-06-10' })).toBe('minutes:timeRegistration.durationRequired');
    expect(reason({ type: 'regular', date: '2026-02-30', minutes: 60 })).toBe('date:timeRegistration.dateInvalid');
    expect(reason({ type: 'driving_km', date: '2026-06-10', km: -1, fromAddress: 'a', toAddress: 'b' })).toBe(
      'km:timeRegistration.kmNegative',
    );
    expect(reason({ type: 'driving_km', date: '2026-06-10', km: 5, fromAddress: 'a' })).toBe(
      'toAddress:timeRegistration.addressRequired',
    );
    expect(reason({ type: 'expense', date: '2026-06-10', amountOre: -5, note: 'x' })).toBe(
      'amountOre:timeRegistration.amountNegative',
    );
    expect(reason({ type: 'money', date: '2026-06-10', amountOre: 500 })).toBe('note:timeRegistration.noteRequired');
    expect(reason({ type: 'nap', date: '2026-06-10', minutes: 5 })).toBe('type:timeRegistration.typeInvalid');
  });
  it('keeps only the fields of the unit', () => {
    const r = parse({ type: 'expense', date: '2026-06-10', amountOre: 500, note: 'Parkering', km: 3 });
    expect(r.success && r.data).toMatchObject({ amountOre: 500, km: null, minutes: null });
    expect(unitOfType('driving_km')).toBe('km');
  });
});

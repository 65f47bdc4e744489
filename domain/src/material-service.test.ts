import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dueThrough,
  effectiveServiceInterval,
  isValidServiceInterval,
  materialServiceStatus,
  nextServiceDate,
  serviceIsActive,
} from './material-service.ts';

describe('addMonths', () => {
  it('keeps the day of the month when the month has it', () => {
    expect(addMonths('2026-03-15', 12)).toBe('2027-03-15');
    expect(addMonths('2026-11-30', 1)).toBe('2026-12-30');
  });
  it('moves to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-05-31', 6)).toBe('2026-11-30');
  });
  it('knows leap years', () => {
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2027-02-28', 12)).toBe('2028-02-28');
    expect(addMonths('2100-01-31', 1)).toBe('2100-02-28');
    expect(addMonths('2000-01-31', 1)).toBe('2000-02-29');
  });
  it('crosses years both ways of December', () => {
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-31');
    expect(addMonths('2026-11-30', 120)).toBe('2036-11-30');
    expect(addMonths('2026-10-31', 4)).toBe('2027-02-28');
  });
});

describe('the next service date', () => {
  const base = { active: true, intervalMonths: 12, lastServiceOn: null, installedOn: null, registeredOn: '2026-01-10' };
  it('counts from the last service, else the installation, else the registration', () => {
    expect(nextServiceDate({ ...base, lastServiceOn: '2026-06-01', installedOn: '2020-01-01' })).toBe('2027-06-01');
    expect(nextServiceDate({ ...base, installedOn: '2025-02-01' })).toBe('2026-02-01');
    expect(nextServiceDate(base)).toBe('2027-01-10');
  });
  it('is none when service is off', () => {
    expect(nextServiceDate({ ...base, active: false, lastServiceOn: '2026-06-01' })).toBeNull();
  });
  it('follows a changed interval from the same last service', () => {
    const last = { ...base, lastServiceOn: '2026-01-31' };
    expect(nextServiceDate({ ...last, intervalMonths: 1 })).toBe('2026-02-28');
    expect(nextServiceDate({ ...last, intervalMonths: 6 })).toBe('2026-07-31');
    expect(nextServiceDate({ ...last, intervalMonths: 25 })).toBe('2028-02-29');
  });
});

describe('which interval and whether service is on', () => {
  it('takes the unit, then the product, then the company', () => {
    expect(effectiveServiceInterval(3, 6, 12)).toBe(3);
    expect(effectiveServiceInterval(null, 6, 12)).toBe(6);
    expect(effectiveServiceInterval(null, null, 12)).toBe(12);
  });
  it('lets undecided follow the company', () => {
    expect(serviceIsActive(null, true)).toBe(true);
    expect(serviceIsActive(null, false)).toBe(false);
    expect(serviceIsActive(false, true)).toBe(false);
    expect(serviceIsActive(true, false)).toBe(true);
  });
  it('accepts 1 to 120 whole months', () => {
    expect([0, 1, 120, 121, 1.5, -1].map(isValidServiceInterval)).toEqual([false, true, true, false, false, false]);
  });
});

describe('the service status', () => {
  const status = (nextServiceOn: string | null, extra: { planned?: boolean; reminded?: boolean } = {}) =>
    materialServiceStatus({
      nextServiceOn,
      today: '2026-02-27',
      daysBefore: 30,
      planned: extra.planned ?? false,
      reminded: extra.reminded ?? false,
    });
  it('is due from daysBefore days ahead, through a month end', () => {
    expect(dueThrough('2026-02-27', 30)).toBe('2026-03-29');
    expect(status('2026-03-29')).toBe('reminderUnsent');
    expect(status('2026-03-30')).toBe('notDue');
    expect(status('2025-12-01', { reminded: true })).toBe('due');
  });
  it('is planned when a visit holds the unit, and off without a next date', () => {
    expect(status('2026-03-01', { planned: true })).toBe('planned');
    expect(status(null, { planned: true })).toBe('off');
  });
  it('counts a leap day', () => {
    expect(dueThrough('2028-02-28', 1)).toBe('2028-02-29');
    expect(dueThrough('2027-02-28', 1)).toBe('2027-03-01');
  });
});

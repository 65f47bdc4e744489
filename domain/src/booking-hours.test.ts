import { describe, expect, it } from 'vitest';
import { weeklyHoursSchema } from './booking-hours.ts';

const issues = (hours: unknown) => {
  const result = weeklyHoursSchema.safeParse(hours);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
};

describe('weeklyHoursSchema', () => {
  it('takes several periods a day that touch but do not overlap, in any order', () => {
    expect(
      issues([
        { weekday: 0, start: 750, end: 960 },
        { weekday: 0, start: 480, end: 720 },
        { weekday: 0, start: 720, end: 750 },
        { weekday: 1, start: 480, end: 960 },
      ]),
    ).toEqual([]);
  });

  it('names the later of two overlapping periods of a day, also one inside another', () => {
    expect(
      issues([
        { weekday: 2, start: 480, end: 960 },
        { weekday: 1, start: 480, end: 960 },
        { weekday: 2, start: 600, end: 660 },
      ]),
    ).toEqual([{ path: [2, 'start'], message: 'booking.hoursOverlap' }]);
  });

  it('says an end before its start at that end', () => {
    expect(issues([{ weekday: 0, start: 600, end: 540 }])).toEqual([
      { path: [0, 'end'], message: 'booking.hoursEndBeforeStart' },
    ]);
  });
});

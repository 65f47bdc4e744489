import { describe, expect, it } from 'vitest';
import { danishHolidays, easterSunday, holidaysBetween } from './holidays.ts';

describe('Danish public holidays', () => {
  it('finds Easter', () => {
    expect(['2024', '2025', '2026', '2027', '2028'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
    ]);
  });

  it('lists the 2026 holidays, official and customary', () => {
    const list = danishHolidays(2026).map((h) => `${h.date} ${h.nameDa}${h.official ? '' : ' (ikke officiel)'}`);
    expect(list).toEqual([
      '2026-01-01 Nytårsdag',
      '2026-04-02 Skærtorsdag',
      '2026-04-03 Langfredag',
      '2026-04-05 Påskedag',
      '2026-04-06 2. påskedag',
      '2026-05-14 Kristi himmelfartsdag',
      '2026-05-24 Pinsedag',
      '2026-05-25 2. pinsedag',
      '2026-06-05 Grundlovsdag (ikke officiel)',
      '2026-12-24 Juleaftensdag (ikke officiel)',
      '2026-12-25 1. juledag',
      '2026-12-26 2. juledag',
      '2026-12-31 Nytårsaftensdag (ikke officiel)',
    ]);
  });

  it('keeps store bededag until 2023 only', () => {
    expect(danishHolidays(2023).find((h) => h.key === 'greatPrayerDay')?.date).toBe('2023-05-05');
    expect(danishHolidays(2024).some((h) => h.key === 'greatPrayerDay')).toBe(false);
  });

  it('gives the holidays of a visible range across a new year', () => {
    expect(holidaysBetween('2026-12-20', '2027-01-03').map((h) => h.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});

import { dateString, parseDate } from './local-dates.ts';

/**
 * Danish public holidays for the calendar. `official` marks the helligdage of Danish law (days off by law
 * and collective agreements); the others are customary days many firms close (grundlovsdag, juleaften,
 * nytårsaften). Store bededag was an official holiday until 2023 (abolished from 2024).
 */
export interface Holiday {
  /** YYYY-MM-DD, local date. */
  date: string;
  key: string;
  nameDa: string;
  nameEn: string;
  official: boolean;
}

/** Easter Sunday (Gregorian, the anonymous algorithm) as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function danishHolidays(year: number): Holiday[] {
  const easter = parseDate(easterSunday(year));
  const rel = (offset: number) => dateString(easter + offset);
  const fixed = (md: string) => `${year}-${md}`;
  const list: Holiday[] = [
    { date: fixed('01-01'), key: 'newYearsDay', nameDa: 'Nytårsdag', nameEn: "New Year's Day", official: true },
    { date: rel(-3), key: 'maundyThursday', nameDa: 'Skærtorsdag', nameEn: 'Maundy Thursday', official: true },
    { date: rel(-2), key: 'goodFriday', nameDa: 'Langfredag', nameEn: 'Good Friday', official: true },
    { date: rel(0), key: 'easterSunday', nameDa: 'Påskedag', nameEn: 'Easter Sunday', official: true },
    { date: rel(1), key: 'easterMonday', nameDa: '2. påskedag', nameEn: 'Easter Monday', official: true },
    ...(year <= 2023
      ? [{ date: rel(26), key: 'greatPrayerDay', nameDa: 'Store bededag', nameEn: 'Great Prayer Day', official: true }]
      : []),
    { date: rel(39), key: 'ascensionDay', nameDa: 'Kristi himmelfartsdag', nameEn: 'Ascension Day', official: true },
    { date: rel(49), key: 'whitSunday', nameDa: 'Pinsedag', nameEn: 'Whit Sunday', official: true },
    { date: rel(50), key: 'whitMonday', nameDa: '2. pinsedag', nameEn: 'Whit Monday', official: true },
    {
      date: fixed('06-05'),
      key: 'constitutionDay',
      nameDa: 'Grundlovsdag',
      nameEn: 'Constitution Day',
      official: false,
    },
    { date: fixed('12-24'), key: 'christmasEve', nameDa: 'Juleaftensdag', nameEn: 'Christmas Eve', official: false },
    { date: fixed('12-25'), key: 'christmasDay', nameDa: '1. juledag', nameEn: 'Christmas Day', official: true },
    { date: fixed('12-26'), key: 'boxingDay', nameDa: '2. juledag', nameEn: 'Boxing Day', official: true },
    { date: fixed('12-31'), key: 'newYearsEve', nameDa: 'Nytårsaftensdag', nameEn: "New Year's Eve", official: false },
  ];
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays falling in [from, to] (YYYY-MM-DD, inclusive), for a calendar's visible range. */
export function holidaysBetween(from: string, to: string): Holiday[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const result: Holiday[] = [];
  for (let year = first; year <= last; year++) {
    for (const h of danishHolidays(year)) if (h.date >= from && h.date <= to) result.push(h);
  }
  return result;
}

import { describe, expect, it } from 'vitest';
import { calendarColumns, calendarColumnsFor, calendarFlags, unpackCalendar } from './calendar-packed.ts';

const origin = Date.UTC(2026, 10, 23, 0);
const hours = (n: number) => n * 3600;

describe('unpackCalendar', () => {
  it('reads a real visit and a projected occurrence with their flags, times after the origin', () => {
    const entries = unpackCalendar({
      origin,
      columns: [...calendarColumns],
      rows: [
        [
          'v-1',
          null,
          1042,
          hours(7),
          hours(2),
          'scheduled',
          calendarFlags.due,
          3,
          'Hansen VVS',
          'Service af fyr',
          ['u-2', 'u-1'],
        ],
        [
          null,
          's-1',
          null,
          hours(7 + 7 * 24),
          hours(2),
          'scheduled',
          calendarFlags.projected,
          null,
          'Hansen VVS',
          null,
        ],
        ['v-2', null, 1043, -hours(1), hours(3), 'done', calendarFlags.archived, 1, null, null],
      ],
      employees: {
        'u-1': { name: 'Sofie Larsen', initials: 'SL' },
        'u-2': { name: 'Mads Nielsen', initials: 'MN' },
      },
    });
    expect(entries[0]).toEqual({
      key: 'v-1',
      id: 'v-1',
      projected: false,
      seriesId: null,
      caseNumber: 1042,
      start: '2026-11-23T07:00:00.000Z',
      end: '2026-11-23T09:00:00.000Z',
      status: 'scheduled',
      archived: false,
      isDue: true,
      customerName: 'Hansen VVS',
      description: 'Service af fyr',
      version: 3,
      // Named from the packed form's one list of employees, by name.
      employees: [
        { id: 'u-2', name: 'Mads Nielsen', initials: 'MN' },
        { id: 'u-1', name: 'Sofie Larsen', initials: 'SL' },
      ],
    });
    expect(entries[1]).toMatchObject({
      key: 's-1:2026-11-30T07:00:00.000Z',
      id: null,
      projected: true,
      isDue: false,
      version: null,
      employees: [],
    });
    // A visit that began before the range: a negative offset.
    expect(entries[2]).toMatchObject({
      archived: true,
      isDue: false,
      status: 'done',
      start: '2026-11-22T23:00:00.000Z',
      end: '2026-11-23T02:00:00.000Z',
    });
  });

  it('finds columns by name, so a reader survives added, reordered or left-out columns', () => {
    const columns = ['extra', ...[...calendarColumns].reverse()];
    const row = ['x', [], 'Tekst', 'Kunde', 7, 0, 'current', hours(1), hours(8), 12, null, 'v-9'];
    const [entry] = unpackCalendar({ origin, columns, rows: [row] });
    expect(entry).toMatchObject({
      id: 'v-9',
      caseNumber: 12,
      status: 'current',
      version: 7,
      customerName: 'Kunde',
      description: 'Tekst',
    });
    expect(entry!.start).toBe('2026-11-23T08:00:00.000Z');
    const month = calendarColumnsFor('month');
    expect(month).not.toContain('description');
    const [short] = unpackCalendar({
      origin,
      columns: month,
      rows: [['v-1', null, 1, 0, 60, 'scheduled', 0, 1, 'Kunde']],
    });
    expect(short).toMatchObject({ description: null, customerName: 'Kunde', end: '2026-11-23T00:01:00.000Z' });
  });
});

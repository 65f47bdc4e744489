import { describe, expect, it } from 'vitest';
import { calendarColumns, calendarFlags, unpackCalendar } from './calendar-packed.ts';

const start = Date.UTC(2026, 10, 23, 7);
const end = start + 2 * 3_600_000;

describe('unpackCalendar', () => {
  it('reads a real visit and a projected occurrence with their flags', () => {
    const entries = unpackCalendar({
      columns: [...calendarColumns],
      rows: [
        ['v-1', null, 1042, start, end, 'scheduled', calendarFlags.due, 3, 'Hansen VVS', 'Service af fyr'],
        [null, 's-1', null, start + 7 * 86_400_000, end + 7 * 86_400_000, 'scheduled', calendarFlags.projected, null, 'Hansen VVS', null],
        ['v-2', null, 1043, start, end, 'done', calendarFlags.archived, 1, null, null],
      ],
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
    });
    expect(entries[1]).toMatchObject({ key: 's-1:2026-11-30T07:00:00.000Z', id: null, projected: true, isDue: false, version: null });
    expect(entries[2]).toMatchObject({ archived: true, isDue: false, status: 'done' });
  });

  it('finds columns by name, so a reader survives added or reordered columns', () => {
    const columns = ['extra', ...[...calendarColumns].reverse()];
    const row = ['x', 'Tekst', 'Kunde', 7, 0, 'current', end, start, 12, null, 'v-9'];
    const [entry] = unpackCalendar({ columns, rows: [row] });
    expect(entry).toMatchObject({ id: 'v-9', caseNumber: 12, status: 'current', version: 7, customerName: 'Kunde', description: 'Tekst' });
    expect(entry!.start).toBe('2026-11-23T07:00:00.000Z');
  });
});

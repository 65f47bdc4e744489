import { describe, expect, it } from 'vitest';
import { agendaRange, groupByDay } from './agenda-days.ts';

describe('the agenda days', () => {
  it('runs from Copenhagen midnight today for seven days, across the clocks going back', () => {
    // 23.30 on Saturday 24 October 2026 in Copenhagen (summer time, UTC+2); the clocks go back the next night.
    const range = agendaRange(new Date('2026-10-24T21:30:00Z'));
    expect(range.from).toBe('2026-10-23T22:00:00.000Z'); // midnight starting the 24th, summer time
    expect(range.to).toBe('2026-10-30T23:00:00.000Z'); // midnight starting the 31st, winter time (UTC+1)
  });

  it('groups visits by their local start day, in order, leaving out those without a time', () => {
    const visits = [
      { id: 'b', start: '2026-03-03T07:00:00Z' },
      { id: 'a', start: '2026-03-02T23:30:00Z' }, // 00.30 on the 3rd in Copenhagen
      { id: 'c', start: '2026-03-02T08:00:00Z' },
      { id: 'x', start: null },
    ];
    expect(groupByDay(visits).map((d) => [d.date, d.items.map((v) => v.id)])).toEqual([
      ['2026-03-02', ['c']],
      ['2026-03-03', ['b', 'a']],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { visitSorts } from '@servio/domain/visit';
import { visitStatuses } from '@servio/domain/visit-status';
import { sortValues, statusValues, validateVisitsSearch } from './visits-search.ts';
import { filterOf } from './visits-filter.ts';

describe('visits search params', () => {
  it('mirror the domain lists', () => {
    expect([...sortValues]).toEqual([...visitSorts]);
    expect([...statusValues]).toEqual([...visitStatuses]);
  });

  it('keep valid values and drop the rest', () => {
    expect(
      validateVisitsSearch({
        status: 'due',
        layout: 'map',
        from: '2026-02-30',
        to: '2026-03-01',
        st: ['done', 'x'],
        sort: 'nope',
      }),
    ).toMatchObject({
      status: 'due',
      layout: 'map',
      from: undefined,
      to: '2026-03-01',
      st: ['done'],
      sort: undefined,
    });
  });

  it('turn the URL state into the server filter (the to date inclusive, Copenhagen midnights)', () => {
    const filter = filterOf({
      view: 'archived',
      from: '2026-03-01',
      to: '2026-03-31',
      tags: ['00000000-0000-4000-8000-000000000300:Høj'],
    });
    expect(filter.view).toBe('archived');
    expect(filter.from).toBe('2026-02-28T23:00:00.000Z');
    expect(filter.to).toBe('2026-03-31T22:00:00.000Z');
    expect(filter.tagValues).toEqual([{ tagId: '00000000-0000-4000-8000-000000000300', value: 'Høj' }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { pageTotal, pageWithTotal } from '../src/core/paging.ts';

describe('pageTotal', () => {
  const counted = (n: number) => {
    const calls: number[] = [];
    return { calls, count: () => (calls.push(n), Promise.resolve(n)) };
  };

  it("takes the first row's count and counts nothing more", async () => {
    const alone = counted(99);
    expect(await pageTotal([{ totalCount: 7 }, { totalCount: 7 }], 50, alone.count)).toBe(7);
    expect(alone.calls).toEqual([]);
  });

  it('gives an empty first page 0 without counting', async () => {
    const alone = counted(99);
    expect(await pageTotal([], 0, alone.count)).toBe(0);
    expect(alone.calls).toEqual([]);
  });

  it('counts alone past the last row, where no row carries the count', async () => {
    const alone = counted(12);
    expect(await pageTotal([], 50, alone.count)).toBe(12);
    expect(alone.calls).toEqual([12]);
  });
});

describe('pageWithTotal', () => {
  // Neither the database nor the count is touched where the page itself tells the total.
  const untouched = {} as Db;
  const noCount = () => {
    throw new Error('counted');
  };

  it('takes a page with fewer rows than asked as the end of the list: its start plus its rows', async () => {
    expect(await pageWithTotal(untouched, ['a', 'b'], { limit: 50, offset: 0 }, noCount)).toEqual({
      items: ['a', 'b'],
      totalCount: 2,
    });
    expect(await pageWithTotal(untouched, ['a', 'b', 'c'], { limit: 50, offset: 100 }, noCount)).toEqual({
      items: ['a', 'b', 'c'],
      totalCount: 103,
    });
    expect(await pageWithTotal(untouched, [], { limit: 50, offset: 0 }, noCount)).toEqual({ items: [], totalCount: 0 });
  });

  it('counts a full page, and an empty one past the last row', async () => {
    await expect(pageWithTotal(untouched, ['a', 'b'], { limit: 2, offset: 0 }, noCount)).rejects.toThrow('counted');
    await expect(pageWithTotal(untouched, [], { limit: 50, offset: 100 }, noCount)).rejects.toThrow('counted');
  });
});

import { describe, expect, it } from 'vitest';
import { pageTotal } from '../src/core/paging.ts';

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

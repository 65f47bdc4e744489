import { describe, expect, it } from 'vitest';
import { splitByMonths } from '../src/modules/economy/economy-period.ts';

describe('a period split by whole months', () => {
  it('keeps whole months for the totals and the ends for the rows', () => {
    expect(splitByMonths({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      wholeMonths: { from: '2026-01-01', to: '2026-03-01' },
      edges: [],
    });
    expect(splitByMonths({ from: '2026-01-16', to: '2026-03-01' })).toEqual({
      wholeMonths: { from: '2026-02-01', to: '2026-02-01' },
      edges: [
        { from: '2026-01-16', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-01' },
      ],
    });
    // February of a leap year ends on the 29th; December's next month is in the next year.
    expect(splitByMonths({ from: '2023-12-01', to: '2024-02-29' })).toEqual({
      wholeMonths: { from: '2023-12-01', to: '2024-02-01' },
      edges: [],
    });
    expect(splitByMonths({ from: '2024-02-01', to: '2024-02-28' })).toEqual({
      wholeMonths: null,
      edges: [{ from: '2024-02-01', to: '2024-02-28' }],
    });
  });

  it('gives a period inside one month, or across two without a whole one, to the rows alone', () => {
    expect(splitByMonths({ from: '2026-01-10', to: '2026-01-20' })).toEqual({
      wholeMonths: null,
      edges: [{ from: '2026-01-10', to: '2026-01-20' }],
    });
    expect(splitByMonths({ from: '2026-01-10', to: '2026-02-20' })).toEqual({
      wholeMonths: null,
      edges: [{ from: '2026-01-10', to: '2026-02-20' }],
    });
  });
});

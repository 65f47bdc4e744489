import { dateString, daysInMonth, localParts } from '@servio/domain/local-dates';

import type { EconomyPeriodName } from './economy-search.ts';

const monthStart = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
const monthEnd = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-${daysInMonth(y, m)}`;

/** The named period's first and last day (YYYY-MM-DD, both included), around `today` (Copenhagen). */
export function periodDates(name: EconomyPeriodName, today = dateString(localParts(new Date()).days)) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (name) {
    case 'thisMonth':
      return { from: monthStart(y, m), to: monthEnd(y, m) };
    case 'lastMonth': {
      const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
      return { from: monthStart(py, pm), to: monthEnd(py, pm) };
    }
    case 'thisYear':
      return { from: `${y}-01-01`, to: `${y}-12-31` };
    case 'lastYear':
      return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31` };
    case 'last12Months': {
      const [sy, sm] = m === 12 ? [y, 1] : [y - 1, m + 1];
      return { from: monthStart(sy, sm), to: monthEnd(y, m) };
    }
    case 'last3Years':
      return { from: `${y - 2}-01-01`, to: today };
  }
}

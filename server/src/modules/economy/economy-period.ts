import { parseDate, parseLocalDate } from '@servio/domain';
import { badInput } from '../../core/errors.ts';

/** The longest period the economy page sums: three years and a leap day. */
export const maxEconomyDays = 3 * 366;

export interface EconomyPeriod {
  from: string;
  to: string;
}

/** A period of whole days, YYYY-MM-DD to YYYY-MM-DD (both included), at most three years; BAD_USER_INPUT else. */
export function economyPeriod(args: { from: string; to: string }): EconomyPeriod {
  if (!parseLocalDate(args.from)) throw badInput('from', 'economy.dateInvalid');
  if (!parseLocalDate(args.to)) throw badInput('to', 'economy.dateInvalid');
  const days = parseDate(args.to) - parseDate(args.from);
  if (days < 0) throw badInput('to', 'economy.periodInvalid');
  if (days > maxEconomyDays) throw badInput('to', 'economy.periodTooLong');
  return { from: args.from, to: args.to };
}

/** Every month the period touches, 'YYYY-MM', in order. */
export function monthsOf({ from, to }: EconomyPeriod): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const end = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= end) return months;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

/**
 * A period split for the month totals: its whole months (first days, `from` ≤ `to`; null when it holds none) and
 * the days at either end outside them, which the rows themselves answer.
 */
export interface PeriodSplit {
  wholeMonths: { from: string; to: string } | null;
  edges: { from: string; to: string }[];
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
/** The first day of the month `delta` months from `month` (a first day). */
function shiftMonth(month: string, delta: number): string {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + delta);
  return d.toISOString().slice(0, 10);
}
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function splitByMonths({ from, to }: EconomyPeriod): PeriodSplit {
  const first = from === monthStart(from) ? from : shiftMonth(monthStart(from), 1);
  const endsMonth = shiftMonth(monthStart(to), 1) === addDays(to, 1);
  const last = endsMonth ? monthStart(to) : shiftMonth(monthStart(to), -1);
  if (first > last) return { wholeMonths: null, edges: [{ from, to }] };
  const edges: { from: string; to: string }[] = [];
  if (from < first) edges.push({ from, to: addDays(first, -1) });
  if (!endsMonth) edges.push({ from: monthStart(to), to });
  return { wholeMonths: { from: first, to: last }, edges };
}

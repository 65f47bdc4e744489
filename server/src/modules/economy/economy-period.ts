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

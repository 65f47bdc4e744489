import { dateString, localParts, localToInstant } from '@servio/domain/local-dates';

/** The agenda covers today and the six days after it: a week from this morning. */
export const agendaDays = 7;

/** Copenhagen midnight of today and of the day after the agenda's last day, as ISO instants. */
export function agendaRange(now: Date): { from: string; to: string; today: number } {
  const today = localParts(now).days;
  return {
    from: localToInstant(today, 0).toISOString(),
    to: localToInstant(today + agendaDays, 0).toISOString(),
    today,
  };
}

export interface AgendaDay<T> {
  /** Days since 1970-01-01, Copenhagen. */
  days: number;
  date: string;
  items: T[];
}

/** The visits by their local start day, in order; days without visits are left out. */
export function groupByDay<T extends { start: string | null }>(items: T[]): AgendaDay<T>[] {
  const byDay = new Map<number, T[]>();
  for (const item of items) {
    if (!item.start) continue;
    const days = localParts(new Date(item.start)).days;
    const list = byDay.get(days);
    if (list) list.push(item);
    else byDay.set(days, [item]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([days, list]) => ({ days, date: dateString(days), items: list }));
}

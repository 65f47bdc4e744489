import { zonedDate, zonedDayRange } from '@servio/domain/time';

/** The panel's days (decisions/0016): today and the next 7, from Copenhagen midnight; also what is kept offline. */
export const panelDays = 8;

export function panelRange(now: Date = new Date()): { from: Date; to: Date; today: string } {
  const { start } = zonedDayRange(now);
  let end = start;
  for (let i = 0; i < panelDays; i++) end = zonedDayRange(end).end;
  return { from: start, to: end, today: zonedDate(now) };
}

import { dateString, daysInMonth, fromDays, parseDate, toDays } from './local-dates.ts';
import type { MaterialServiceStatus } from './material-service-status.ts';

// The service rules of a material (an installed unit of equipment), issue #18: whether its service is on, its
// interval, its next service date and its service status. The server stores the next date these rules give, so the
// nightly reminder run and the list's "due in a period" filter read an index; the web shows the same status.

/** An interval is whole months, 1 to 120 (ten years); 0 or more is refused. */
export const minServiceIntervalMonths = 1;
export const maxServiceIntervalMonths = 120;

export const isValidServiceInterval = (months: number) =>
  Number.isInteger(months) && months >= minServiceIntervalMonths && months <= maxServiceIntervalMonths;

/** Service on (true), off (false) or undecided (null), where undecided follows the company. */
export const serviceIsActive = (materialActive: boolean | null, companyActive: boolean) =>
  materialActive ?? companyActive;

/** The unit's own interval, else its product's, else the company's. */
export const effectiveServiceInterval = (
  materialMonths: number | null,
  productMonths: number | null,
  companyMonths: number,
) => materialMonths ?? productMonths ?? companyMonths;

/**
 * A date (YYYY-MM-DD) plus whole months, kept to the last day of a shorter month: 31 January + 1 month is 28 February
 * (29 in a leap year), and 29 February + 12 months is 28 February. Each service counts from the one before, so a
 * unit serviced on 31 January every month is due 28 February, then 28 March (it counts from the service, not the
 * first date).
 */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = fromDays(parseDate(date));
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return dateString(toDays(year, month, Math.min(d, daysInMonth(year, month))));
}

export interface NextServiceInput {
  active: boolean;
  intervalMonths: number;
  lastServiceOn: string | null;
  installedOn: string | null;
  /** When nothing else is known: the day the unit was registered. */
  registeredOn: string;
}

/** The next service date: none when service is off; else an interval after the last service, or installation. */
export function nextServiceDate(input: NextServiceInput): string | null {
  if (!input.active) return null;
  return addMonths(input.lastServiceOn ?? input.installedOn ?? input.registeredOn, input.intervalMonths);
}

/** The last day whose service is due today: a unit is due from `daysBefore` days ahead of its service date. */
export const dueThrough = (today: string, daysBefore: number) => dateString(parseDate(today) + daysBefore);

export const isServiceDue = (nextServiceOn: string | null, today: string, daysBefore: number) =>
  nextServiceOn !== null && nextServiceOn <= dueThrough(today, daysBefore);

/**
 * The spec's material service status: off; planned (an unfinished visit holds the unit); reminderUnsent (due, and no
 * reminder went out for this due date); due (due, reminded); notDue (none planned, not due yet).
 */
export { materialServiceStatuses, type MaterialServiceStatus } from './material-service-status.ts';

export interface ServiceStatusInput {
  nextServiceOn: string | null;
  today: string;
  daysBefore: number;
  /** An unfinished visit with the unit exists. */
  planned: boolean;
  /** A reminder for `nextServiceOn` was sent (or is on its way). */
  reminded: boolean;
}

export function materialServiceStatus(input: ServiceStatusInput): MaterialServiceStatus {
  if (input.nextServiceOn === null) return 'off';
  if (input.planned) return 'planned';
  if (!isServiceDue(input.nextServiceOn, input.today, input.daysBefore)) return 'notDue';
  return input.reminded ? 'due' : 'reminderUnsent';
}

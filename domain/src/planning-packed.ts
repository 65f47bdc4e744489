import type { WeeklyHours } from './booking-hours.ts';
import type { LatLng, PlanningAbsence } from './planning.ts';
import { personName } from './roles.ts';
import type { VisitStatus } from './visit-status.ts';

/**
 * The planning board's packed form (`planningBoardPacked`): one JSON text, written by the database, that crosses the
 * driver and GraphQL as a single string instead of thousands of objects (two weeks of 50 people are 2,000 visits of
 * 14 fields; through graphql-js's resolvers they cost as much as the statement that read them,
 * docs/decisions/0037-planning-board.md). The server's typed `planningBoard` unpacks the same text, so both answer
 * alike. Zod-free: the web's planning chunk unpacks it.
 *
 * ```
 * {"from": ms, "to": ms, "travelSpeedKmh": n, "bookingHours": WeeklyHours,
 *  "employees": [[id, firstName, lastName, email, departmentId, departmentName, bookingHours | null], …],
 *  "visits": PackedPlanningVisits, "unscheduled": PackedPlanningVisits,
 *  "absences": [[employeeId, "sick" | "vacation", startMs, endMs], …], "visitLimit": n | null}
 * ```
 * Times are epoch milliseconds.
 */
export interface PackedPlanningBoard {
  from: number;
  to: number;
  travelSpeedKmh: number;
  /** The company's working hours: an employee's without their own. */
  bookingHours: WeeklyHours;
  employees: PackedPlanningEmployee[];
  visits: PackedPlanningVisits;
  unscheduled: PackedPlanningVisits;
  absences: [employeeId: string, type: 'sick' | 'vacation', start: number, end: number][];
  /** The cap, when the range holds more visits than it: `visits` are then the earliest that many. Else null. */
  visitLimit: number | null;
}

type PackedPlanningEmployee = [
  id: string,
  firstName: string | null,
  lastName: string | null,
  email: string,
  departmentId: string | null,
  departmentName: string | null,
  bookingHours: WeeklyHours | null,
];

/**
 * A visit's row: its own fields, written by the database when the visit is saved (the generated column
 * `visits.planning_row`), then the two that come from other tables.
 */
type PackedPlanningVisitRow = [
  id: string,
  version: number,
  caseNumber: number,
  status: VisitStatus,
  start: number | null,
  end: number | null,
  employeeIds: string[],
  latitude: number | null,
  longitude: number | null,
  customerName: string | null,
  description: string | null,
  street: string | null,
  zipcode: string | null,
  city: string | null,
  fixedAddress:
    [latitude: number, longitude: number, street: string | null, zipcode: string | null, city: string | null] | null,
  bookingKind: string | null,
];

/** Visits: a range's in no order (the unpack sorts them), the unscheduled newest first. */
export type PackedPlanningVisits = PackedPlanningVisitRow[];

/** A place with coordinates: a material's fixed address. */
export interface PlanningPlace extends LatLng {
  address: string | null;
}

/** A visit as the board shows it (scheduled or not); `T` is how a time is given (a Date, or ISO text on the web). */
export interface PlanningBoardVisit<T> {
  id: string;
  version: number;
  caseNumber: number;
  customerName: string | null;
  description: string | null;
  status: VisitStatus;
  start: T | null;
  end: T | null;
  employeeIds: string[];
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  fixedAddress: PlanningPlace | null;
  bookingKind: string | null;
}

/** A row of the board: a field employee with their working hours. */
export interface PlanningEmployee {
  id: string;
  name: string;
  departmentId: string | null;
  departmentName: string | null;
  workingHours: WeeklyHours;
}

export interface PlanningBoardOf<T> {
  from: T;
  to: T;
  travelSpeedKmh: number;
  /** By department name (none last), then name. */
  employees: PlanningEmployee[];
  /** By start, then case number. */
  visits: PlanningBoardVisit<T>[];
  unscheduled: PlanningBoardVisit<T>[];
  absences: PlanningAbsence[];
  /** The cap, when the range holds more visits than the board reads: `visits` are then the earliest that many. */
  visitLimit: number | null;
}

/** "street, zip city", leaving out what is missing; null when nothing is. */
export function formatAddress(street: string | null, zipcode: string | null, city: string | null): string | null {
  const town = [zipcode, city].filter((part) => part?.trim()).join(' ');
  return [street?.trim() ? street : null, town || null].filter(Boolean).join(', ') || null;
}

const collator = new Intl.Collator('da');

/** Field staff first by department name (none last), then by name. */
function byDepartmentThenName(a: PlanningEmployee, b: PlanningEmployee): number {
  if (a.departmentName !== b.departmentName) {
    if (a.departmentName === null) return 1;
    if (b.departmentName === null) return -1;
    const byDepartment = collator.compare(a.departmentName, b.departmentName);
    if (byDepartment !== 0) return byDepartment;
  }
  return collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
}

/** The board's visits by start, then case number (a range's visits all have a start). */
function byStartThenCaseNumber(a: PackedPlanningVisitRow, b: PackedPlanningVisitRow): number {
  return (a[4] ?? 0) - (b[4] ?? 0) || a[2] - b[2];
}

/** The visits of packed rows, each time made by `time`. */
export function unpackPlanningVisits<T>(
  packed: PackedPlanningVisits,
  time: (ms: number) => T,
): PlanningBoardVisit<T>[] {
  return packed.map(
    ([
      id,
      version,
      caseNumber,
      status,
      start,
      end,
      employeeIds,
      latitude,
      longitude,
      customerName,
      description,
      street,
      zipcode,
      city,
      fixed,
      kind,
    ]) => ({
      id,
      version,
      caseNumber,
      customerName,
      description,
      status,
      start: start === null ? null : time(start),
      end: end === null ? null : time(end),
      employeeIds,
      address: formatAddress(street, zipcode, city),
      latitude,
      longitude,
      fixedAddress: fixed
        ? { latitude: fixed[0], longitude: fixed[1], address: formatAddress(fixed[2], fixed[3], fixed[4]) }
        : null,
      bookingKind: kind,
    }),
  );
}

/** The board of a packed text: employees named and sorted, their own hours else the company's, times made by `time`. */
export function unpackPlanningBoard<T>(text: string, time: (ms: number) => T): PlanningBoardOf<T> {
  const packed = JSON.parse(text) as PackedPlanningBoard;
  return {
    from: time(packed.from),
    to: time(packed.to),
    travelSpeedKmh: packed.travelSpeedKmh,
    employees: packed.employees
      .map(([id, firstName, lastName, email, departmentId, departmentName, hours]) => ({
        id,
        name: personName({ firstName, lastName, email }),
        departmentId,
        departmentName,
        workingHours: hours ?? packed.bookingHours,
      }))
      .sort(byDepartmentThenName),
    // In the order the database's scan found them (sorting rows that carry their text cost the statement a fifth).
    visits: unpackPlanningVisits(packed.visits.sort(byStartThenCaseNumber), time),
    unscheduled: unpackPlanningVisits(packed.unscheduled, time),
    absences: packed.absences.map(([employeeId, type, start, end]) => ({
      employeeId,
      type,
      start: new Date(start),
      end: new Date(end),
    })),
    visitLimit: packed.visitLimit,
  };
}

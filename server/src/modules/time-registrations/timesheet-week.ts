import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  holidaysBetween,
  isoWeek,
  isoWeekStart,
  isHourType,
  overtimeMinutes,
  parseLocalDate,
  timeRegistrationTypes,
  weekDates,
  weekNormMinutes,
  type Holiday,
  type TimeRegistrationType,
} from '@servio/domain';
import { companies, timeRegistrations, timeWeekApprovals, users } from '../../db/tables/index.ts';
import { badInput, notFound } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { isAdministrator } from './registration-access.ts';
import { selectRegistrations, type TimeRegistrationItem } from './registration-rows.ts';

export interface TypeTotal {
  type: TimeRegistrationType;
  minutes: number;
  km: number;
  amountOre: number;
  wageOre: number;
}

export interface TimesheetDay {
  date: string;
  holiday: Holiday | null;
  registrations: TimeRegistrationItem[];
  totals: TypeTotal[];
  /** Minutes of all hour types that day. */
  minutes: number;
}

export interface TimesheetWeek {
  employeeId: string;
  employeeName: string;
  weekStart: string;
  isoYear: number;
  isoWeek: number;
  days: TimesheetDay[];
  totals: TypeTotal[];
  minutes: number;
  wageOre: number;
  normMinutes: number;
  overtimeMinutes: number;
  approved: boolean;
  approvedAt: Date | null;
}

function totalsOf(rows: TimeRegistrationItem[]): TypeTotal[] {
  return timeRegistrationTypes
    .map((type) => {
      const ofType = rows.filter((r) => r.type === type);
      return {
        type,
        minutes: ofType.reduce((s, r) => s + (r.minutes ?? 0), 0),
        km: ofType.reduce((s, r) => s + (r.km ?? 0), 0),
        amountOre: ofType.reduce((s, r) => s + (r.amountOre ?? 0), 0),
        wageOre: ofType.reduce((s, r) => s + r.wageOre, 0),
        count: ofType.length,
      };
    })
    .filter((t) => t.count > 0)
    .map(({ count: _count, ...t }) => t);
}

const hourMinutes = (rows: TimeRegistrationItem[]) =>
  rows.filter((r) => isHourType(r.type)).reduce((s, r) => s + (r.minutes ?? 0), 0);

/**
 * One employee's ISO week (the week holding `date`): the days with their registrations and holidays, totals per
 * type, day and week, the week's norm (less official weekday holidays) and the hours beyond it. An employee reads only
 * their own week (another's is NOT_FOUND).
 */
export async function timesheetWeek(
  scope: TenantScope,
  args: { employeeId?: string | null; date: string },
): Promise<TimesheetWeek> {
  const employeeId = args.employeeId ?? scope.actor.userId;
  if (!isAdministrator(scope) && employeeId !== scope.actor.userId) throw notFound();
  if (!parseLocalDate(args.date)) throw badInput('date', 'timeRegistration.dateInvalid');
  if (!/^[0-9a-f-]{36}$/i.test(employeeId)) throw notFound();
  const weekStart = isoWeekStart(args.date);
  const dates = weekDates(weekStart);
  // The employee, the week's approval and the company's norm in one statement (each is one row at most).
  const [head] = await scope.db
    .select({
      name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
      approvedAt: sql<
        string | null
      >`(select a.approved_at from ${timeWeekApprovals} a where a.employee_id = ${employeeId} and a.week_start = ${weekStart})`,
      normMinutesPerWeek: sql<number>`(select c.time_norm_minutes_per_week from ${companies} c where c.id = ${scope.companyId})`,
    })
    .from(users)
    .where(and(eq(users.id, employeeId), sql`${users.role} in ('administrator', 'employee', 'supplier')`));
  if (!head) throw notFound();
  const employee = head;
  const approval = head.approvedAt === null ? null : { approvedAt: new Date(head.approvedAt) };
  const rows = await selectRegistrations(
    scope,
    and(
      eq(timeRegistrations.employeeId, employeeId),
      gte(timeRegistrations.workDate, dates[0]!),
      lte(timeRegistrations.workDate, dates[6]!),
    ),
  ).orderBy(
    asc(timeRegistrations.workDate),
    sql`${timeRegistrations.startsAt} asc nulls last`,
    asc(timeRegistrations.createdAt),
  );
  const holidays = holidaysBetween(dates[0]!, dates[6]!);
  const days = dates.map((date) => {
    const ofDay = rows.filter((r) => r.workDate === date);
    return {
      date,
      holiday: holidays.find((h) => h.date === date) ?? null,
      registrations: ofDay,
      totals: totalsOf(ofDay),
      minutes: hourMinutes(ofDay),
    };
  });
  const minutes = hourMinutes(rows);
  const normMinutes = weekNormMinutes(weekStart, head.normMinutesPerWeek);
  const { year, week } = isoWeek(weekStart);
  return {
    employeeId,
    employeeName: employee.name,
    weekStart,
    isoYear: year,
    isoWeek: week,
    days,
    totals: totalsOf(rows),
    minutes,
    wageOre: rows.reduce((s, r) => s + r.wageOre, 0),
    normMinutes,
    overtimeMinutes: overtimeMinutes(minutes, normMinutes),
    approved: Boolean(approval),
    approvedAt: approval?.approvedAt ?? null,
  };
}

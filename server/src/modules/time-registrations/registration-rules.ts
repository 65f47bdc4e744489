import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isoWeekStart, rateFields, wageOf, type EmployeeRates, type TimeRegistrationInput } from '@servio/domain';
import { timeRegistrations, timeWeekApprovals, users, visits } from '../../db/tables/index.ts';
import { badInput, DomainError } from '../../core/errors.ts';
import type { CompanyScope, TenantScope } from '../../core/scope.ts';
import { visibleVisits } from '../visits/index.ts';
import type { TimeSettings } from './time-settings.ts';

/** CONFLICT with a reason the client shows: the week is approved and locked until an administrator reopens it. */
export const weekApproved = (weekStart: string) =>
  new DomainError('CONFLICT', 'The week is approved', { reason: 'timeRegistration.weekApproved', weekStart });

/** Refuses a change to a registration dated in an approved week of the employee. */
export async function assertWeekOpen(scope: CompanyScope, employeeId: string, workDate: string) {
  const weekStart = isoWeekStart(workDate);
  const [row] = await scope.db
    .select({ id: timeWeekApprovals.id })
    .from(timeWeekApprovals)
    .where(and(eq(timeWeekApprovals.employeeId, employeeId), eq(timeWeekApprovals.weekStart, weekStart)));
  if (row) throw weekApproved(weekStart);
}

/**
 * Refuses hours overlapping another registration of the same employee. The employee's row is locked first
 * (`for update`), so two registrations sent at once are checked one after the other.
 */
export async function assertNoOverlap(
  scope: CompanyScope,
  employeeId: string,
  data: Pick<TimeRegistrationInput, 'startsAt' | 'endsAt'>,
  exceptId: string | null,
) {
  if (!data.startsAt || !data.endsAt) return;
  await scope.db.select({ id: users.id }).from(users).where(eq(users.id, employeeId)).for('update');
  const [clash] = await scope.db
    .select({ id: timeRegistrations.id })
    .from(timeRegistrations)
    .where(
      and(
        eq(timeRegistrations.employeeId, employeeId),
        lt(timeRegistrations.startsAt, data.endsAt),
        gt(timeRegistrations.endsAt, data.startsAt),
        exceptId ? ne(timeRegistrations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw badInput('input.startsAt', 'timeRegistration.overlaps');
}

/**
 * The type must be on for the company (accord also needs `showAccord`); a visit must be one the actor sees; accord
 * without a duration takes the visit's accordMinutes. Returns the minutes to store.
 */
export async function checkTypeAndVisit(
  scope: TenantScope,
  settings: TimeSettings,
  data: TimeRegistrationInput,
): Promise<number | null> {
  if (settings.disabledTypes.includes(data.type)) throw badInput('input.type', 'timeRegistration.typeDisabled');
  if (data.type === 'accord' && !settings.showAccord) throw badInput('input.type', 'timeRegistration.accordDisabled');
  if (!data.visitId) return data.minutes;
  const [visit] = await scope.db
    .select({ accordMinutes: v.accordMinutes })
    .from(v)
    .where(and(eq(v.id, data.visitId), visibleVisits(scope.actor)))
    .limit(1);
  if (!visit) throw badInput('input.visitId', 'timeRegistration.visitNotFound');
  if (data.minutes !== null || data.type !== 'accord') return data.minutes;
  if (!visit.accordMinutes) throw badInput('input.minutes', 'timeRegistration.durationRequired');
  return visit.accordMinutes;
}

/** The visits table under the alias the visibility rule is written against. */
const v = alias(visits, 'v');

const rateColumn = {
  regular: users.rateRegular,
  hourly: users.rateHourly,
  costPrice: users.rateCostPrice,
  overtime: users.rateOvertime,
  extra: users.rateExtra,
  extraPublic: users.rateExtraPublic,
} as const;

/** The employee's current rates in øre. */
export async function employeeRates(scope: CompanyScope, employeeId: string): Promise<EmployeeRates> {
  const [row] = await scope.db.select(rateColumn).from(users).where(eq(users.id, employeeId));
  return Object.fromEntries(rateFields.map((f) => [f, row?.[f] ?? null])) as EmployeeRates;
}

/** The columns a parsed registration writes, its wage frozen from the employee's current rates. */
export function registrationValues(
  data: TimeRegistrationInput,
  minutes: number | null,
  rates: EmployeeRates,
  settings: TimeSettings,
) {
  const wage = wageOf({ type: data.type, minutes, km: data.km, amountOre: data.amountOre }, rates, settings);
  return {
    type: data.type,
    visitId: data.visitId,
    startsAt: data.startsAt,
    endsAt: data.endsAt,
    workDate: data.workDate,
    minutes,
    km: data.km,
    fromAddress: data.fromAddress,
    toAddress: data.toAddress,
    amountOre: data.amountOre,
    note: data.note,
    rateField: wage.rateField,
    wageOre: wage.wageOre,
  };
}

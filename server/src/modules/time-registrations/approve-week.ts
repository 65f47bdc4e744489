import { and, eq } from 'drizzle-orm';
import { isoWeekStart, parseLocalDate } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { timeWeekApprovals, users } from '../../db/tables/index.ts';
import { badInput, notFound } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { timesheetWeek, type TimesheetWeek } from './timesheet-week.ts';

async function weekOf(scope: TenantScope, employeeId: string, date: string) {
  if (!parseLocalDate(date)) throw badInput('date', 'timeRegistration.dateInvalid');
  if (!/^[0-9a-f-]{36}$/i.test(employeeId)) throw notFound();
  const [employee] = await scope.db.select({ id: users.id }).from(users).where(eq(users.id, employeeId));
  if (!employee) throw notFound();
  return isoWeekStart(date);
}

/** The administrator approves an employee's week: its registrations are locked until reopened. Approving twice is a no-op. */
export async function approveWeek(scope: TenantScope, employeeId: string, date: string): Promise<TimesheetWeek> {
  const weekStart = await weekOf(scope, employeeId, date);
  const inserted = await scope.db
    .insert(timeWeekApprovals)
    .values({ companyId: scope.companyId, employeeId, weekStart, approvedById: scope.actor.userId })
    .onConflictDoNothing()
    .returning({ id: timeWeekApprovals.id });
  if (inserted.length > 0)
    await recordAudit(scope.db, {
      ...auditActor(scope),
      action: 'time.week_approved',
      details: { userId: employeeId, weekStart },
    });
  return timesheetWeek(scope, { employeeId, date: weekStart });
}

/** Reopens an approved week, so its registrations may change again. */
export async function reopenWeek(scope: TenantScope, employeeId: string, date: string): Promise<TimesheetWeek> {
  const weekStart = await weekOf(scope, employeeId, date);
  const deleted = await scope.db
    .delete(timeWeekApprovals)
    .where(and(eq(timeWeekApprovals.employeeId, employeeId), eq(timeWeekApprovals.weekStart, weekStart)))
    .returning({ id: timeWeekApprovals.id });
  if (deleted.length > 0)
    await recordAudit(scope.db, {
      ...auditActor(scope),
      action: 'time.week_reopened',
      details: { userId: employeeId, weekStart },
    });
  return timesheetWeek(scope, { employeeId, date: weekStart });
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { timeRegistrations, users } from '../../db/tables/index.ts';
import { badInput, forbidden, notFound } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { selectRegistrations, type TimeRegistrationItem } from './registration-rows.ts';
import type { TimeSettings } from './time-settings.ts';

export const isAdministrator = (scope: TenantScope) => scope.actor.role === 'administrator';

/**
 * Who may write time for whom: an administrator for any active staff member of the company; anyone else only for
 * themselves, with `allowedToRegTime` while the company has `allowTimeReg` (FORBIDDEN otherwise). Returns the
 * employee the registration is for.
 */
export async function assertMayWriteFor(
  scope: TenantScope,
  settings: TimeSettings,
  employeeId: string | null,
  /** A new registration needs an active staff member; a correction of an existing one does not. */
  { existing = false } = {},
): Promise<string> {
  const target = employeeId ?? scope.actor.userId;
  if (!isAdministrator(scope)) {
    if (!settings.allowTimeReg || !scope.actor.permissions.allowedToRegTime) throw forbidden();
    if (target !== scope.actor.userId) throw forbidden();
    return target;
  }
  if (existing) return target;
  const [row] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, target),
        eq(users.active, true),
        sql`${users.role} in ('administrator', 'employee', 'supplier')`,
      ),
    );
  if (!row) throw badInput('input.employeeId', 'timeRegistration.employeeNotFound');
  return target;
}

/** The registrations the actor may read: all of the company's for an administrator, their own for anyone else. */
export function visibleRegistrations(scope: TenantScope): SQL | undefined {
  return isAdministrator(scope) ? undefined : eq(timeRegistrations.employeeId, scope.actor.userId);
}

/** One registration the actor may read, or NOT_FOUND (another employee's, another company's, or none). */
export async function findTimeRegistration(scope: TenantScope, id: string): Promise<TimeRegistrationItem> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectRegistrations(scope, and(eq(timeRegistrations.id, id), visibleRegistrations(scope)));
  if (!row) throw notFound();
  return row;
}

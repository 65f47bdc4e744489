import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { users } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import type { EmployeeRow } from './employee-record.ts';
import { findEmployee } from './find-employee.ts';

/**
 * Deactivates (or reactivates) an employee. Deactivating ends every session of theirs (the session generation
 * moves on) and keeps them from signing in; nobody deactivates themselves.
 */
export async function setEmployeeActive(scope: TenantScope, id: string, active: boolean): Promise<EmployeeRow> {
  const current = await findEmployee(scope, id);
  if (!active && id === scope.actor.userId) throw badInput('id', 'employee.cannotDeactivateSelf');
  if (current.active === active) return current;
  const [row] = await scope.db
    .update(users)
    .set({
      active,
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
      ...(active ? {} : { sessionGeneration: sql`${users.sessionGeneration} + 1` }),
    })
    .where(eq(users.id, id))
    .returning();
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: active ? 'employee.reactivated' : 'employee.deactivated',
    details: { userId: id },
  });
  return row!;
}

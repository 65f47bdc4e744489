import { and, eq, exists, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { timeRegistrations, users, visitEmployees, visits } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { findEmployee } from './find-employee.ts';

/** Only someone without history (no visits made or assigned, no time registered) can be deleted; the others are deactivated. */
export async function deleteEmployee(scope: TenantScope, id: string): Promise<boolean> {
  const current = await findEmployee(scope, id);
  if (id === scope.actor.userId) throw badInput('id', 'employee.cannotDeleteSelf');
  const { db } = scope;
  const [history] = await db
    .select({ yes: sql<number>`1` })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        or(
          exists(
            db
              .select({ x: sql`1` })
              .from(visitEmployees)
              .where(eq(visitEmployees.userId, id)),
          ),
          exists(
            db
              .select({ x: sql`1` })
              .from(visits)
              .where(eq(visits.createdById, id)),
          ),
          exists(
            db
              .select({ x: sql`1` })
              .from(timeRegistrations)
              .where(eq(timeRegistrations.employeeId, id)),
          ),
        ),
      ),
    );
  if (history) throw badInput('id', 'employee.hasHistory');
  await db.delete(users).where(eq(users.id, id));
  await recordAudit(db, {
    ...auditActor(scope),
    action: 'employee.deleted',
    details: { userId: id, email: current.email, role: current.role },
  });
  return true;
}

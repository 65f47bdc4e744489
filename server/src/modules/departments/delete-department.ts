import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { departments, users, visits } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { findDepartment } from './find-departments.ts';

/** Refused while employees or visits use the department. */
export async function deleteDepartment(scope: TenantScope, id: string): Promise<boolean> {
  const current = await findDepartment(scope, id);
  const [member] = await scope.db.select({ id: users.id }).from(users).where(eq(users.departmentId, id)).limit(1);
  const [visit] = await scope.db.select({ id: visits.id }).from(visits).where(eq(visits.departmentId, id)).limit(1);
  if (member || visit) throw badInput('id', 'department.inUse');
  await scope.db.delete(departments).where(eq(departments.id, id));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'department.deleted',
    details: { departmentId: id, name: current.name },
  });
  return true;
}

import { eq, sql } from 'drizzle-orm';
import { materialLabel } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { materials, visits } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { findMaterial } from './find-materials.ts';

/**
 * Refused with `material.inUse` while a visit holds the unit: the visit's history names it. The user archives it
 * instead. Its reminders and rentals go with it (ON DELETE CASCADE).
 */
export async function deleteMaterial(scope: TenantScope, id: string): Promise<boolean> {
  const current = await findMaterial(scope, id);
  const [visit] = await scope.db
    .select({ id: visits.id })
    .from(visits)
    .where(sql`${visits.materielIds} @> array[${id}]::uuid[]`)
    .limit(1);
  if (visit) throw badInput('id', 'material.inUse');
  await scope.db.delete(materials).where(eq(materials.id, id));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'material.deleted',
    details: { materialId: id, name: materialLabel(current) },
  });
  return true;
}

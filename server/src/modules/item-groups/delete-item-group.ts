import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { itemGroups } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { findItemGroup } from './find-item-groups.ts';

/** Refused with `itemGroup.inUse` (and the count) while items, archived ones too, belong to the group. */
export async function deleteItemGroup(scope: TenantScope, id: string): Promise<boolean> {
  const current = await findItemGroup(scope, id);
  if (current.itemCount > 0) throw badInput('id', 'itemGroup.inUse', { count: current.itemCount });
  await scope.db.delete(itemGroups).where(eq(itemGroups.id, id));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'itemGroup.deleted',
    details: { itemGroupId: id, name: current.name },
  });
  return true;
}

import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { equipmentCategories } from '../../db/tables/index.ts';
import { DomainError } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { findEquipmentCategory } from './find-equipment-categories.ts';
import { isForeignKeyViolation } from './unique-violation.ts';

/** CONFLICT with reason equipmentCategory.inUse (and the count): products belong to the category. */
const inUse = (count: number) =>
  new DomainError('CONFLICT', 'The category has products', { reason: 'equipmentCategory.inUse', count });

/**
 * Refused while products belong to the category: they hold units at customers, which must not lose their kind. The
 * foreign key (on delete restrict) backs the check when a product is added at the same moment.
 */
export async function deleteEquipmentCategory(scope: TenantScope, id: string): Promise<boolean> {
  const current = await findEquipmentCategory(scope, id);
  if (current.productCount > 0) throw inUse(current.productCount);
  await scope.db
    .delete(equipmentCategories)
    .where(eq(equipmentCategories.id, id))
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw inUse(1);
      throw error;
    });
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'equipmentCategory.deleted',
    details: { equipmentCategoryId: id, name: current.name },
  });
  return true;
}

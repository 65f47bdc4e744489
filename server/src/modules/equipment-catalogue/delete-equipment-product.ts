import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { equipmentProducts } from '../../db/tables/index.ts';
import { DomainError } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { findEquipmentProduct } from './find-equipment-product.ts';
import { isForeignKeyViolation } from './unique-violation.ts';

/** CONFLICT with reason equipmentProduct.inUse (and the count): units (materials) of the product exist. */
const inUse = (count: number) =>
  new DomainError('CONFLICT', 'The product has materials', { reason: 'equipmentProduct.inUse', count });

/**
 * Refused while units of the product exist, archived ones too (their history names it). The foreign key (on delete
 * restrict) backs the check when a unit is added at the same moment.
 */
export async function deleteEquipmentProduct(scope: TenantScope, id: string): Promise<boolean> {
  const current = await findEquipmentProduct(scope, id);
  if (current.materialCount > 0) throw inUse(current.materialCount);
  await scope.db
    .delete(equipmentProducts)
    .where(eq(equipmentProducts.id, id))
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw inUse(1);
      throw error;
    });
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'equipmentProduct.deleted',
    details: { equipmentProductId: id, name: current.name },
  });
  return true;
}

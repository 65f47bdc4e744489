import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { items, stockMovements, visitLines } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { findItem } from './find-items.ts';

/**
 * Refused with `item.inUse` while a visit line or a stock movement refers to the item: they are history and must
 * stay as they were. The user archives the item instead.
 */
export async function deleteItem(scope: TenantScope, id: string): Promise<boolean> {
  const current = await findItem(scope, id);
  const [line] = await scope.db
    .select({ id: visitLines.id })
    .from(visitLines)
    .where(eq(visitLines.itemId, id))
    .limit(1);
  const [movement] = await scope.db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(eq(stockMovements.itemId, id))
    .limit(1);
  if (line || movement) throw badInput('id', 'item.inUse');
  await scope.db.delete(items).where(eq(items.id, id));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'item.deleted',
    details: { itemId: id, sku: current.sku, name: current.name },
  });
  return true;
}

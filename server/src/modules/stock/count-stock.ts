import { eq } from 'drizzle-orm';
import { countStockInputSchema } from '@servio/domain';
import { items } from '../../db/tables/index.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { itemStock, type ItemStock } from './item-stock.ts';
import { appendMovements, onHandAt } from './ledger.ts';
import { assertStockEnabled, checkLocation, findStockItem } from './stock-rules.ts';

/**
 * A stock count: the location holds `countedQuantity`, so the ledger gets the difference from its sum as a
 * `counted` row (none when they agree). The item row is locked for the count, so two counts of one item run one
 * after the other and the second records its difference from the first's result, not from the same old sum.
 */
export async function countStock(scope: TenantScope, input: unknown): Promise<ItemStock> {
  const data = parseInput(countStockInputSchema, input, 'input');
  await assertStockEnabled(scope);
  const item = await findStockItem(scope, data.itemId);
  const employeeId = await checkLocation(scope, data.employeeId, 'input.employeeId');
  await scope.db.select({ id: items.id }).from(items).where(eq(items.id, item.id)).for('update');
  const before = await onHandAt(scope, item.id, employeeId);
  const difference = data.countedQuantity - before;
  await appendMovements(
    scope,
    difference === 0 ? [] : [{ itemId: item.id, employeeId, kind: 'counted', quantity: difference, note: data.note }],
  );
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'stock.counted',
    details: { itemId: item.id, sku: item.sku, employeeId, before, counted: data.countedQuantity },
  });
  return itemStock(scope, item.id);
}

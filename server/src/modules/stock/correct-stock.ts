import { correctStockInputSchema } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { itemStock, type ItemStock } from './item-stock.ts';
import { appendMovements } from './ledger.ts';
import { assertStockEnabled, checkLocation, findStockItem } from './stock-rules.ts';

/**
 * A correction (damaged, lost, a mistake): a signed `corrected` row with the reason as its note — the one stock
 * operation that takes a negative quantity. Audited, like a count.
 */
export async function correctStock(scope: TenantScope, input: unknown): Promise<ItemStock> {
  const data = parseInput(correctStockInputSchema, input, 'input');
  await assertStockEnabled(scope);
  const item = await findStockItem(scope, data.itemId);
  const employeeId = await checkLocation(scope, data.employeeId, 'input.employeeId');
  await appendMovements(scope, [
    { itemId: item.id, employeeId, kind: 'corrected', quantity: data.quantity, note: data.note },
  ]);
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'stock.corrected',
    details: { itemId: item.id, sku: item.sku, employeeId, quantity: data.quantity, note: data.note },
  });
  return itemStock(scope, item.id);
}

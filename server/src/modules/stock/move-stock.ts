import { randomUUID } from 'node:crypto';
import { moveStockInputSchema } from '@servio/domain';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { itemStock, type ItemStock } from './item-stock.ts';
import { appendMovements } from './ledger.ts';
import { assertStockEnabled, checkLocation, findStockItem } from './stock-rules.ts';

/**
 * Moves a quantity between two locations (main stock ↔ a van, van ↔ van): two `moved` rows sharing one transfer id,
 * −quantity at the source and +quantity at the destination, in one statement. The source may go below zero (the
 * ledger records what happened; the answer flags it).
 */
export async function moveStock(scope: TenantScope, input: unknown): Promise<ItemStock> {
  const data = parseInput(moveStockInputSchema, input, 'input');
  await assertStockEnabled(scope);
  const item = await findStockItem(scope, data.itemId);
  const from = await checkLocation(scope, data.fromEmployeeId, 'input.fromEmployeeId');
  const to = await checkLocation(scope, data.toEmployeeId, 'input.toEmployeeId');
  const transferId = randomUUID();
  const note = data.note ?? null;
  await appendMovements(scope, [
    { itemId: item.id, employeeId: from, kind: 'moved', quantity: -data.quantity, transferId, note },
    { itemId: item.id, employeeId: to, kind: 'moved', quantity: data.quantity, transferId, note },
  ]);
  return itemStock(scope, item.id);
}

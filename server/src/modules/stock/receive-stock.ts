import { receiveStockInputSchema } from '@servio/domain';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { itemStock, type ItemStock } from './item-stock.ts';
import { appendMovements } from './ledger.ts';
import { assertStockEnabled, checkLocation, findStockItem } from './stock-rules.ts';

/** Goods received into a location (the main stock or a van): a `received` row of +quantity. */
export async function receiveStock(scope: TenantScope, input: unknown): Promise<ItemStock> {
  const data = parseInput(receiveStockInputSchema, input, 'input');
  await assertStockEnabled(scope);
  const item = await findStockItem(scope, data.itemId);
  const employeeId = await checkLocation(scope, data.employeeId, 'input.employeeId');
  await appendMovements(scope, [
    { itemId: item.id, employeeId, kind: 'received', quantity: data.quantity, note: data.note ?? null },
  ]);
  return itemStock(scope, item.id);
}

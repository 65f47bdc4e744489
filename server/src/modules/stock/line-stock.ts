import type { TenantScope } from '../../core/scope.ts';
import { appendMovements, recordedForLine } from './ledger.ts';
import { stockEnabled } from './stock-rules.ts';

export interface LineStock {
  id: string;
  itemId: string | null;
  /** The van the material came from; null: the main stock. */
  employeeId: string | null;
  /** The line's quantity now; 0 when the line is being removed. */
  quantity: number;
}

/**
 * Keeps the ledger in step with a visit line (called in the line's transaction, before a removed line is deleted):
 * with stock on, the line's uses at its location add up to −quantity, so a change appends only the difference and a
 * removal gives back all the line took. Nothing is rewritten. With stock off nothing is taken, but a removal still
 * gives back what the line took while stock was on.
 */
export async function syncLineStock(scope: TenantScope, line: LineStock): Promise<void> {
  if (!line.itemId) return;
  const recorded = await recordedForLine(scope, line.id);
  const on = await stockEnabled(scope);
  const target = on || line.quantity === 0 ? -line.quantity : recorded;
  if (target === recorded) return;
  await appendMovements(scope, [
    {
      itemId: line.itemId,
      employeeId: line.employeeId,
      kind: 'used',
      quantity: target - recorded,
      visitLineId: line.id,
    },
  ]);
}

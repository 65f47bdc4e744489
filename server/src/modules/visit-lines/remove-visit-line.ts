import { eq } from 'drizzle-orm';
import { visitLines } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';
import { syncLineStock } from '../stock/index.ts';
import { refreshVisitTotal } from '../visits/index.ts';
import { lineToChange } from './line-access.ts';

/**
 * Removes a line: the stock it took goes back to its location first (a compensating ledger row; the ledger keeps
 * both), then the line goes and the visit's total follows.
 */
export async function removeVisitLine(scope: TenantScope, id: string): Promise<boolean> {
  const { line, visit } = await lineToChange(scope, id);
  await syncLineStock(scope, { id, itemId: line.itemId, employeeId: line.employeeId, quantity: 0 });
  await scope.db.delete(visitLines).where(eq(visitLines.id, id));
  await refreshVisitTotal(scope, visit.id);
  return true;
}

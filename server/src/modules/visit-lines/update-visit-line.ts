import { and, eq, sql } from 'drizzle-orm';
import { lineTotalOre, updateVisitLineInputSchema } from '@servio/domain';
import { visitLines } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { syncLineStock } from '../stock/index.ts';
import { refreshVisitTotal } from '../visits/index.ts';
import { findVisitLine, lineToChange } from './line-access.ts';
import { refuseHiddenLinePrices } from './line-prices.ts';
import type { VisitLineItem } from './line-rows.ts';

/**
 * Changes a line (only what the input names) with the version the client read; the total is computed again, the
 * stock gets the difference and the visit's total follows, all in one transaction.
 */
export async function updateVisitLine(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<VisitLineItem> {
  const data = parseInput(updateVisitLineInputSchema, input, 'input');
  refuseHiddenLinePrices(scope, data);
  const { line, visit } = await lineToChange(scope, id);
  const quantity = data.quantity ?? line.quantity;
  const unitPrice = data.unitPrice ?? line.unitPrice;
  const discountBp = data.discountBp ?? line.discountBp;
  const [row] = await scope.db
    .update(visitLines)
    .set({
      description: data.description ?? line.description,
      quantity,
      unitPrice,
      discountBp,
      total: lineTotalOre(unitPrice, quantity, discountBp),
      version: sql`${visitLines.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(visitLines.id, id), eq(visitLines.version, version)))
    .returning({ id: visitLines.id });
  if (!row) throw conflict();
  await syncLineStock(scope, { id, itemId: line.itemId, employeeId: line.employeeId, quantity });
  await refreshVisitTotal(scope, visit.id);
  return findVisitLine(scope, id);
}

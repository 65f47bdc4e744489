import { and, eq, sql } from 'drizzle-orm';
import { addVisitLineInputSchema, lineTotalOre } from '@servio/domain';
import { items, users, visitLines } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { assignableStaff } from '../employees/index.ts';
import { syncLineStock } from '../stock/index.ts';
import { refreshVisitTotal } from '../visits/index.ts';
import { findVisitLine, openVisitForLines } from './line-access.ts';
import { refuseHiddenLinePrices } from './line-prices.ts';
import type { VisitLineItem } from './line-rows.ts';

/**
 * Adds a line to a visit: an item (its name, SKU and unit copied, its sales price the default unit price) or free
 * text. An administrator's line takes stock from the employee it names (else the main stock); anyone else's from
 * their own van. The visit's total follows in the same transaction. With an idempotency key a replay (the
 * technician panel's offline queue) answers the first line.
 */
export async function addVisitLine(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<VisitLineItem> {
  const data = parseInput(addVisitLineInputSchema, input, 'input');
  refuseHiddenLinePrices(scope, data);
  const isAdmin = scope.actor.role === 'administrator';
  if (!isAdmin && data.employeeId && data.employeeId !== scope.actor.userId)
    throw badInput('input.employeeId', 'visitLine.employeeFixed');
  return idempotent(scope, {
    operation: 'addVisitLine',
    key: idempotencyKey,
    payload: input,
    load: (id) => findVisitLine(scope, id),
    create: async () => {
      const visit = await openVisitForLines(scope, data.visitId);
      const [item] = data.itemId
        ? await scope.db
            .select()
            .from(items)
            .where(and(eq(items.id, data.itemId), eq(items.active, true)))
        : [];
      if (data.itemId && !item) throw badInput('input.itemId', 'visitLine.itemNotFound');
      const employeeId = isAdmin ? (data.employeeId ?? null) : scope.actor.userId;
      if (isAdmin && employeeId) {
        const [found] = await scope.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, employeeId), assignableStaff(scope.companyId)));
        if (!found) throw badInput('input.employeeId', 'visitLine.employeeNotFound');
      }
      const unitPrice = data.unitPrice ?? item?.salesPrice ?? 0;
      const discountBp = data.discountBp ?? 0;
      const [row] = await scope.db
        .insert(visitLines)
        .values({
          companyId: scope.companyId,
          visitId: visit.id,
          itemId: item?.id ?? null,
          description: data.description || item?.name || '',
          sku: item?.sku ?? null,
          unit: item?.unit ?? 'stk',
          quantity: data.quantity,
          unitPrice,
          discountBp,
          total: lineTotalOre(unitPrice, data.quantity, discountBp),
          position: sql`(select coalesce(max(position), 0) + 1 from visit_lines where visit_id = ${visit.id})`,
          employeeId,
          createdById: scope.actor.userId,
        })
        .returning({ id: visitLines.id });
      await syncLineStock(scope, { id: row!.id, itemId: item?.id ?? null, employeeId, quantity: data.quantity });
      await refreshVisitTotal(scope, visit.id);
      return findVisitLine(scope, row!.id);
    },
  });
}

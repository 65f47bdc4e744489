import { and, eq, isNull, sql } from 'drizzle-orm';
import { stockMovements, type StockMovementKind } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';

export interface Movement {
  itemId: string;
  /** null: the main stock; else the van of this staff member. */
  employeeId: string | null;
  kind: StockMovementKind;
  /** Signed thousandths of the unit. */
  quantity: number;
  visitLineId?: string | null;
  transferId?: string | null;
  note?: string | null;
}

/**
 * Appends to the ledger; the only write it ever gets (the application role may not update or delete its rows). Two
 * transactions appending at once are two rows: neither waits for the other and neither is lost.
 */
export async function appendMovements(scope: TenantScope, movements: Movement[]): Promise<void> {
  if (movements.length === 0) return;
  await scope.db.insert(stockMovements).values(
    movements.map((m) => ({
      companyId: scope.companyId,
      itemId: m.itemId,
      employeeId: m.employeeId,
      kind: m.kind,
      quantity: m.quantity,
      visitLineId: m.visitLineId ?? null,
      transferId: m.transferId ?? null,
      note: m.note ?? null,
      createdById: scope.actor.userId,
    })),
  );
}

/** The quantity on hand of an item at a location: the sum of its ledger rows there. */
export async function onHandAt(scope: TenantScope, itemId: string, employeeId: string | null): Promise<number> {
  const [row] = await scope.db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.itemId, itemId),
        employeeId ? eq(stockMovements.employeeId, employeeId) : isNull(stockMovements.employeeId),
      ),
    );
  return row?.sum ?? 0;
}

/** What the ledger holds for a visit line so far (its uses less what changes gave back), signed. */
export async function recordedForLine(scope: TenantScope, visitLineId: string): Promise<number> {
  const [row] = await scope.db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.visitLineId, visitLineId));
  return row?.sum ?? 0;
}

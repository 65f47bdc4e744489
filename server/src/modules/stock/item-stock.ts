import { desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { stockMovements, users, visitLines, visits, type StockMovementKind } from '../../db/tables/index.ts';
import { pageBounds, type Page, type PageArgs } from '../../core/paging.ts';
import type { TenantScope } from '../../core/scope.ts';
import { findStockItem } from './stock-rules.ts';
import { sameCompany } from '../../db/sql.ts';

export interface StockLocation {
  /** null: the main stock. */
  employeeId: string | null;
  employeeName: string | null;
  quantity: number;
  /** More was used than the ledger had: allowed (the technician did use it), shown so someone counts. */
  belowZero: boolean;
}

export interface ItemStock {
  itemId: string;
  unit: string;
  lowStockThreshold: number | null;
  /** Every location the item has moved through; the main stock always. */
  locations: StockLocation[];
  totalQuantity: number;
  /** The total is below the item's low-stock threshold. */
  low: boolean;
}

export interface StockMovementItem {
  id: string;
  kind: StockMovementKind;
  quantity: number;
  employeeId: string | null;
  employeeName: string | null;
  transferId: string | null;
  note: string | null;
  visitId: string | null;
  visitCaseNumber: number | null;
  createdAt: Date;
  createdByName: string | null;
}

const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), '')`;

/** An item's quantity on hand per location: sums of the ledger, grouped in one statement. */
export async function itemStock(scope: TenantScope, itemId: string): Promise<ItemStock> {
  const item = await findStockItem(scope, itemId);
  const rows = await scope.db
    .select({
      employeeId: stockMovements.employeeId,
      employeeName: fullName(users),
      quantity: sql<number>`sum(${stockMovements.quantity})::int`,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.employeeId))
    .where(eq(stockMovements.itemId, item.id))
    .groupBy(stockMovements.employeeId, users.firstName, users.lastName)
    .orderBy(sql`${stockMovements.employeeId} is not null`, users.firstName, users.lastName);
  const locations = rows.map((r) => ({ ...r, belowZero: r.quantity < 0 }));
  if (!locations.some((l) => l.employeeId === null))
    locations.unshift({ employeeId: null, employeeName: null, quantity: 0, belowZero: false });
  const totalQuantity = locations.reduce((a, l) => a + l.quantity, 0);
  return {
    itemId: item.id,
    unit: item.unit,
    lowStockThreshold: item.lowStockThreshold,
    locations,
    totalQuantity,
    low: item.lowStockThreshold !== null && totalQuantity < item.lowStockThreshold,
  };
}

/** The item's ledger, newest first, paged: who, when, where, and the visit a use was for. */
export async function stockMovementPage(
  scope: TenantScope,
  itemId: string,
  args: PageArgs,
): Promise<Page<StockMovementItem>> {
  const { limit, offset } = pageBounds(args, { limit: 50 });
  const location = alias(users, 'location');
  const creator = alias(users, 'creator');
  const where = eq(stockMovements.itemId, itemId);
  // One after the other: they share the request's one connection.
  const rows = await scope.db
    .select({
      id: stockMovements.id,
      kind: stockMovements.kind,
      quantity: stockMovements.quantity,
      employeeId: stockMovements.employeeId,
      employeeName: fullName(location),
      transferId: stockMovements.transferId,
      note: stockMovements.note,
      visitId: visits.id,
      visitCaseNumber: visits.caseNumber,
      createdAt: stockMovements.createdAt,
      createdByName: fullName(creator),
    })
    .from(stockMovements)
    .leftJoin(location, eq(location.id, stockMovements.employeeId))
    .leftJoin(creator, eq(creator.id, stockMovements.createdById))
    .leftJoin(visitLines, sameCompany(visitLines, stockMovements, eq(visitLines.id, stockMovements.visitLineId)))
    .leftJoin(visits, sameCompany(visits, visitLines, eq(visits.id, visitLines.visitId)))
    .where(where)
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit)
    .offset(offset);
  const [count] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(where);
  return { items: rows, totalCount: count?.n ?? 0 };
}

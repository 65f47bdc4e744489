import { and, asc, eq, sql } from 'drizzle-orm';
import { items } from '../../db/tables/index.ts';
import { likeInfix } from '../../core/paging.ts';
import { itemSearchIndexCondition } from '../items/index.ts';
import type { TenantScope } from '../../core/scope.ts';
import { checkLocation, stockEnabled } from './stock-rules.ts';

export interface MaterialHit {
  id: string;
  sku: string;
  name: string;
  unit: string;
  barcode: string | null;
  /** Øre; the GraphQL field hides it from whoever does not see prices. */
  salesPrice: number | null;
  /** At the searched location (with stock on), else null. */
  onHand: number | null;
  /** The location's sum is below zero. */
  belowZero: boolean;
}

/**
 * Active items whose SKU, name or barcode holds the term (an exact SKU or barcode first, then by name), at most 20,
 * with the quantity on hand at one location when the company keeps stock: an administrator's chosen location (the
 * main stock by default), anyone else's own van.
 */
export async function materialSearch(
  scope: TenantScope,
  args: { term: string; employeeId?: string | null },
): Promise<MaterialHit[]> {
  const term = args.term.trim().toLowerCase().slice(0, 100);
  if (!term) return [];
  const location =
    scope.actor.role === 'administrator'
      ? await checkLocation(scope, args.employeeId, 'employeeId')
      : scope.actor.userId;
  const on = await stockEnabled(scope);
  // Spelled out: in a one-table select drizzle writes columns unqualified, which inside the subquery would name
  // the ledger's own id instead of the item's.
  const here = location ? sql`sm.employee_id = ${location}` : sql`sm.employee_id is null`;
  const onHand = on
    ? sql<number | null>`(select coalesce(sum(sm.quantity), 0)::int from stock_movements sm
        where sm.company_id = "items"."company_id" and sm.item_id = "items"."id" and ${here})`
    : sql<number | null>`null::int`;
  const rows = await scope.db
    .select({
      id: items.id,
      sku: items.sku,
      name: items.name,
      unit: items.unit,
      barcode: items.barcode,
      salesPrice: items.salesPrice,
      onHand,
    })
    .from(items)
    .where(
      and(eq(items.active, true), sql`${items.searchText} like ${likeInfix(term)}`, itemSearchIndexCondition(term)),
    )
    .orderBy(
      sql`(lower(${items.sku}) = ${term} or ${items.barcode} = ${term}) desc`,
      asc(sql`lower(${items.name})`),
      asc(items.id),
    )
    .limit(20);
  return rows.map((r) => ({ ...r, belowZero: r.onHand !== null && r.onHand < 0 }));
}

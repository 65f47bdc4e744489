import { and, eq, sql, type SQL } from 'drizzle-orm';
import { items } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';

/**
 * The domain's priceWithMarkup (cost × (10000 + markup) / 10000, half up to whole øre) as SQL, so that one
 * set-based UPDATE reprices a whole group. For a non-negative cost, floor((2·cost·(10000+m) + 10000) / 20000) is
 * exactly the domain's BigInt formula; bigint keeps the product exact (10⁹ øre × 1.1·10⁵ fits), and the answer stays
 * bigint (the write checks the range first). A test compares the two over the rounding edges (item-groups.test.ts).
 * The markup is a number (a group's new markup) or a column (the price-list import's group of each line).
 */
export const markedUpPriceSql = (cost: SQL | typeof items.costPrice, markupBp: SQL | number): SQL =>
  sql`((2 * ${cost}::bigint * (10000 + ${markupBp}::int) + 10000) / 20000)`;

/** The highest cost among the group's following items (null without any), to refuse a markup that overflows a price. */
export async function highestFollowingCost(scope: CompanyScope, groupId: string): Promise<number | null> {
  const [row] = await scope.db
    .select({ cost: sql<number | null>`max(${items.costPrice})` })
    .from(items)
    .where(followingItems(groupId));
  return row?.cost === null || row?.cost === undefined ? null : Number(row.cost);
}

/** The items of a group whose sales price follows its markup and can be computed (they have a cost price). */
const followingItems = (groupId: string) =>
  and(eq(items.groupId, groupId), eq(items.followsGroupPrice, true), sql`${items.costPrice} is not null`);

/** The following items whose stored price differs from what this markup gives. */
const changingItems = (groupId: string, markupBp: number) =>
  and(
    followingItems(groupId),
    sql`${items.salesPrice} is distinct from ${markedUpPriceSql(items.costPrice, markupBp)}`,
  );

/** Sets every following item's sales price from the markup, in one statement; returns how many changed. */
export async function repriceGroupItems(scope: CompanyScope, groupId: string, markupBp: number): Promise<number> {
  const rows = await scope.db
    .update(items)
    .set({
      salesPrice: sql`${markedUpPriceSql(items.costPrice, markupBp)}::int`,
      version: sql`${items.version} + 1`,
      updatedAt: new Date(),
    })
    .where(changingItems(groupId, markupBp))
    .returning({ id: items.id });
  return rows.length;
}

export interface MarkupExample {
  itemId: string;
  sku: string;
  name: string;
  oldPrice: number | null;
  newPrice: number;
}

/** How many following items a markup would reprice, and the first few of them by name. */
export async function countRepricedItems(
  scope: CompanyScope,
  groupId: string,
  markupBp: number,
  exampleCount = 5,
): Promise<{ changedCount: number; examples: MarkupExample[] }> {
  const where = changingItems(groupId, markupBp);
  const [count] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(items)
    .where(where);
  const examples = await scope.db
    .select({
      itemId: items.id,
      sku: items.sku,
      name: items.name,
      oldPrice: items.salesPrice,
      newPrice: markedUpPriceSql(items.costPrice, markupBp).mapWith(Number),
    })
    .from(items)
    .where(where)
    .orderBy(sql`lower(${items.name})`, items.id)
    .limit(exampleCount);
  return { changedCount: count!.n, examples };
}

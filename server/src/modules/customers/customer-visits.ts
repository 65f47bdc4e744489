import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { visits } from '../../db/tables/index.ts';
import type { Context } from '../../graphql/context.ts';
import type { Page } from '../../core/paging.ts';

export type VisitRow = typeof visits.$inferSelect;

/** Visits matching `where`, newest first (unplanned ones first), paged. */
export async function visitPage(ctx: Context, where: SQL, offset = 0, limit = 20): Promise<Page<VisitRow>> {
  const size = Math.min(Math.max(limit, 1), 200);
  const items = await ctx.db
    .select()
    .from(visits)
    .where(where)
    .orderBy(sql`${visits.start} desc nulls first`, desc(visits.caseNumber))
    .limit(size)
    .offset(Math.max(offset, 0));
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(visits)
    .where(where);
  return { items, totalCount: count!.n };
}

export const customerVisits = (ctx: Context, customerId: string, offset?: number | null, limit?: number | null) =>
  visitPage(ctx, eq(visits.customerId, customerId), offset ?? 0, limit ?? 20);

/** A customer's own visits (read-only customer area); the viewer's customer, never another. */
export const myVisits = (ctx: Context, offset?: number | null, limit?: number | null) =>
  visitPage(ctx, eq(visits.customerId, ctx.viewer!.customerId!), offset ?? 0, limit ?? 20);

import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { pageBounds, type Page, type PageArgs } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { visits } from '../../db/tables/index.ts';
import type { VisitRow } from '../visits/index.ts';

export interface VisitsToInvoiceArgs extends PageArgs {
  customerId?: string | null;
}

/**
 * The visits ready to invoice: finished, on no invoice, not archived, with a customer; by customer, then by when they
 * ended, so one customer's visits stand together to be invoiced as one. The partial index
 * visits_company_uninvoiced_idx serves it.
 */
export async function listVisitsToInvoice(scope: CompanyScope, args: VisitsToInvoiceArgs): Promise<Page<VisitRow>> {
  const { limit, offset } = pageBounds(args);
  const conditions: SQL[] = [
    isNull(visits.invoiceId),
    inArray(visits.status, ['done', 'completed']),
    eq(visits.archived, false),
    sql`${visits.customerId} is not null`,
  ];
  if (args.customerId) conditions.push(eq(visits.customerId, args.customerId));
  const rows = await scope.db
    .select({ visit: visits, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(visits)
    .where(and(...conditions))
    .orderBy(asc(visits.customerName), asc(visits.customerId), asc(visits.end), asc(visits.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { items: rows.map((r) => r.visit), totalCount: rows[0]!.total };
  const [count] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(visits)
    .where(and(...conditions));
  return { items: [], totalCount: count!.n };
}

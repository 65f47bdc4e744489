import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { pageBounds, type Page, type PageArgs } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { customers, visits } from '../../db/tables/index.ts';
import { visitTableColumns, type VisitRow } from '../visits/index.ts';

export interface VisitsToInvoiceArgs extends PageArgs {
  customerId?: string | null;
}

/**
 * The visits ready to invoice: finished, on no invoice and not marked invoiced, not archived, with a customer; by customer, then by when they
 * ended, so one customer's visits stand together to be invoiced as one. The partial index
 * visits_company_uninvoiced_idx serves it.
 */
export async function listVisitsToInvoice(scope: CompanyScope, args: VisitsToInvoiceArgs): Promise<Page<VisitRow>> {
  const { limit, offset } = pageBounds(args);
  const conditions: SQL[] = [
    isNull(visits.invoiceId),
    // Not marked invoiced by hand (invoiced outside Servio).
    isNull(visits.invoicedAt),
    inArray(visits.status, ['done', 'completed']),
    eq(visits.archived, false),
    sql`${visits.customerId} is not null`,
  ];
  if (args.customerId) {
    // A main customer's visits with those of its locations that it is invoiced for (useInvoice): one invoice's worth.
    conditions.push(
      or(
        eq(visits.customerId, args.customerId),
        inArray(
          visits.customerId,
          scope.db
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.parentCustomerId, args.customerId), eq(customers.useInvoice, true))),
        ),
      )!,
    );
  }
  const rows = await scope.db
    .select({ visit: visitTableColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
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

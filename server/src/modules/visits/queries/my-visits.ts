import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid, myVisitsInputSchema, type MyVisitsInput } from '@servio/domain';
import { pageTotal, type Page } from '../../../core/paging.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { reportCompletedAtColumn, toCustomerVisit, type CustomerVisitRow } from '../customer-visit.ts';
import { visitCompanyFlags } from '../form/company-flags.ts';
import { searchCondition } from '../visit-filter.ts';
import { pageLimit, pageOffset } from '../visit-page.ts';
import { v, visitColumns } from '../visit-rows.ts';
import { visibleVisits } from '../visibility.ts';

/** Still to come: not finished and not archived, whatever its date (a visit not yet done is not past for the customer). */
const upcoming = sql`(not ${v.archived} and ${v.status} in ('not_scheduled', 'scheduled', 'current'))`;

/**
 * A customer's login: the visits of its customer (and, with enableCustomerHierarchy, of its locations) as a customer
 * sees them, never another's. Upcoming ones soonest first (unplanned last); past ones and the unfiltered list newest
 * first. One statement, counted with the page.
 */
export async function myVisits(scope: TenantScope, input: MyVisitsInput): Promise<Page<CustomerVisitRow>> {
  const args = parseInput(myVisitsInputSchema, input);
  if (scope.actor.role !== 'customer' || !scope.actor.customerId) return { items: [], totalCount: 0 };
  if (args.customerId != null && !isUuid(args.customerId)) return { items: [], totalCount: 0 };
  const conditions: (SQL | undefined)[] = [
    visibleVisits(scope.actor),
    args.customerId ? eq(v.customerId, args.customerId) : undefined,
    searchCondition(args.search),
    args.when === 'upcoming' ? upcoming : args.when === 'past' ? sql`not ${upcoming}` : undefined,
  ];
  const order =
    args.when === 'upcoming'
      ? [sql`${v.start} asc nulls last`, asc(v.caseNumber)]
      : [sql`${v.start} desc nulls first`, desc(v.caseNumber)];
  const rows = await scope.db
    .select({
      visit: visitColumns,
      reportCompletedAt: reportCompletedAtColumn,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(v)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(pageLimit(args.limit, 20, 200))
    .offset(pageOffset(args.offset));
  const flags = await visitCompanyFlags(scope);
  const items = rows.map((row) => toCustomerVisit(row.visit, flags, row.reportCompletedAt));
  const totalCount = await pageTotal(rows, pageOffset(args.offset), async () => {
    const [counted] = await scope.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(v)
      .where(and(...conditions));
    return counted?.n ?? 0;
  });
  return { items, totalCount };
}

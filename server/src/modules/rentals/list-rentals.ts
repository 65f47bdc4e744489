import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { rentals } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { pageWithTotal, pageBounds, type Page } from '../../core/paging.ts';
import { byCompanyKeys } from '../../db/sql.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { selectRentals, toRecord, type RentalRecord } from './rental-record.ts';
import { assertRentalsOn } from './rental-settings.ts';

/** What the rental list is filtered, sorted and paged by. */
export interface RentalListArgs {
  materialId?: string | null;
  customerId?: string | null;
  /** Rentals whose period overlaps [from, to): either end may be left out. */
  from?: Date | null;
  to?: Date | null;
  /** By start: 'asc' (a calendar, the upcoming ones) or 'desc' (the default: the latest first). */
  sortDirection?: 'asc' | 'desc' | null;
  offset?: number | null;
  limit?: number | null;
}

const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function listConditions(args: RentalListArgs): SQL | undefined {
  if (args.from && args.to && args.from.getTime() >= args.to.getTime()) throw badInput('to', 'rental.endsBeforeStart');
  const conditions: (SQL | undefined)[] = [];
  if (args.materialId) conditions.push(isUuid(args.materialId) ? eq(rentals.materialId, args.materialId) : sql`false`);
  if (args.customerId) conditions.push(isUuid(args.customerId) ? eq(rentals.customerId, args.customerId) : sql`false`);
  // As a range on the period, so a unit's month (the calendar) is the GiST index's range query.
  if (args.from || args.to) {
    const from = args.from ? instant(args.from) : sql`null`;
    const to = args.to ? instant(args.to) : sql`null`;
    conditions.push(sql`tstzrange(${rentals.startsAt}, ${rentals.endsAt}, '[)') && tstzrange(${from}, ${to}, '[)')`);
  }
  return and(...conditions);
}

/**
 * One page of the company's rentals with their units, filtered by unit, customer and period, by start
 * (rentals_company_starts_idx; a unit's period through rentals_period_idx).
 */
export async function listRentals(scope: CompanyScope, args: RentalListArgs): Promise<Page<RentalRecord>> {
  await assertRentalsOn(scope);
  const { limit, offset } = pageBounds(args);
  const where = listConditions(args);
  const order =
    args.sortDirection === 'asc'
      ? [asc(rentals.startsAt), asc(rentals.id)]
      : [desc(rentals.startsAt), desc(rentals.id)];
  // The page's rentals are chosen on rentals alone, by rentals_company_starts_idx, and only then joined to their units:
  // joined first, every table's row-level condition counted against the estimate as if independent, so PostgreSQL
  // expected a few rows and sorted the company's rentals for each page.
  const pageIds = scope.db
    .select({ companyId: rentals.companyId, id: rentals.id })
    .from(rentals)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const rows = await selectRentals(scope)
    .where(byCompanyKeys(rentals, pageIds))
    .orderBy(...order);
  const page = rows.map(toRecord);
  return pageWithTotal(scope.db, page, { limit, offset }, () =>
    scope.db.select({ id: rentals.id }).from(rentals).where(where),
  );
}

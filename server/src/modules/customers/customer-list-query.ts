import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid, type CustomerSort } from '@servio/domain';
import { customers } from '../../db/tables/index.ts';
import { searchTextCondition } from '../../core/paging.ts';

/** What the customer list and its CSV export are filtered and sorted by. */
export interface CustomerListArgs {
  search?: string | null;
  sort?: CustomerSort | null;
  sortDirection?: 'asc' | 'desc' | null;
  offset?: number | null;
  limit?: number | null;
  /** Only the children of this customer (its locations). */
  parentCustomerId?: string | null;
  /** Only customers without a parent. */
  topLevelOnly?: boolean | null;
  /** Only company customers (true) or private ones (false). */
  useCompany?: boolean | null;
}

const sortColumns: Record<CustomerSort, SQL> = {
  name: sql`${customers.sortName}`,
  companyName: sql`lower(${customers.companyName})`,
  email: sql`${customers.email}`,
  phoneNumber: sql`${customers.phoneNumber}`,
  city: sql`lower(${customers.city})`,
  zipcode: sql`${customers.zipcode}`,
  createdAt: sql`${customers.createdAt}`,
};

export function customerListConditions(args: CustomerListArgs): SQL | undefined {
  const conditions: (SQL | undefined)[] = [searchTextCondition(sql`${customers.searchText}`, args.search)];
  if (args.parentCustomerId !== undefined && args.parentCustomerId !== null) {
    if (!isUuid(args.parentCustomerId)) return sql`false`;
    conditions.push(eq(customers.parentCustomerId, args.parentCustomerId));
  }
  if (args.topLevelOnly) conditions.push(sql`${customers.parentCustomerId} is null`);
  if (args.useCompany !== undefined && args.useCompany !== null)
    conditions.push(eq(customers.useCompany, args.useCompany));
  return and(...conditions);
}

export function customerListOrder(args: Pick<CustomerListArgs, 'sort' | 'sortDirection'>): SQL[] {
  const column = sortColumns[args.sort ?? 'name'];
  const direction = args.sortDirection === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, args.sortDirection === 'desc' ? desc(customers.id) : asc(customers.id)];
}

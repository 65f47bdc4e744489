import { asc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { customers, users, type CustomerRow } from '../../db/tables/index.ts';
import { sameCompany } from '../../db/sql.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

export async function findCustomer(scope: CompanyScope, id: string): Promise<CustomerRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw notFound();
  return row;
}

/** The customers of these ids that exist in the company, in one query (for batching; missing ids are left out). */
export async function findCustomersByIds(scope: CompanyScope, ids: readonly string[]): Promise<CustomerRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return scope.db.select().from(customers).where(inArray(customers.id, valid));
}

/** The most locations a customer's page lists. */
export const maxChildrenPerCustomer = 500;

/** The locations of each of these customers by name, in one query; a customer without any is left out. */
export async function findChildrenOfCustomers(
  scope: CompanyScope,
  parentIds: readonly string[],
): Promise<Map<string, CustomerRow[]>> {
  const byParent = new Map<string, CustomerRow[]>();
  if (parentIds.length === 0) return byParent;
  const ranked = scope.db
    .select({
      companyId: customers.companyId,
      id: customers.id,
      rank: sql<number>`row_number() over (partition by ${customers.parentCustomerId} order by ${customers.sortName}, ${customers.id})`.as(
        'rank',
      ),
    })
    .from(customers)
    .where(inArray(customers.parentCustomerId, [...parentIds]))
    .as('ranked');
  const rows = await scope.db
    .select({ customer: customers })
    .from(customers)
    .innerJoin(ranked, sameCompany(ranked, customers, eq(ranked.id, customers.id)))
    .where(sql`${ranked.rank} <= ${maxChildrenPerCustomer}`)
    .orderBy(asc(customers.sortName), asc(customers.id));
  for (const { customer } of rows) {
    const siblings = byParent.get(customer.parentCustomerId!) ?? [];
    siblings.push(customer);
    byParent.set(customer.parentCustomerId!, siblings);
  }
  return byParent;
}

/** Which of these customers have a login (an invitation created one), in one query. */
export async function findCustomersWithLogin(scope: CompanyScope, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await scope.db
    .selectDistinct({ customerId: users.customerId })
    .from(users)
    .where(inArray(users.customerId, [...ids]));
  return new Set(rows.map((r) => r.customerId!));
}

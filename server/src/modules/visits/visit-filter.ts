import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { VisitFilter, VisitSort } from '@servio/domain';
import type { Actor } from '../../core/scope.ts';
import { likeInfix, searchTerms } from '../../core/paging.ts';
import { dueVisitCondition } from './due-visits.ts';
import { v } from './visit-rows.ts';
import { visibleVisits } from './visibility.ts';

/** Every word of `search` in a visit's search text or its customer's (alias `v`); undefined for no words. */
export function searchCondition(search: string | null | undefined): SQL | undefined {
  const terms = searchTerms(search);
  if (terms.length === 0) return undefined;
  return and(
    ...terms.map((term) => {
      const pattern = likeInfix(term);
      return sql`(${v.searchText} like ${pattern} or ${v.customerId} in (select c.id from customers c where c.search_text like ${pattern}))`;
    }),
  );
}

/** The filter bar's conditions on `v` (dates on start), the visibility rule first; the view decides archived. */
export function filterConditions(
  actor: Actor,
  filter: VisitFilter,
  options: { dates: boolean } = { dates: true },
): SQL[] {
  const conditions: (SQL | undefined)[] = [visibleVisits(actor)];
  switch (filter.view ?? 'all') {
    case 'all':
      conditions.push(sql`not ${v.archived}`);
      break;
    case 'due':
      conditions.push(dueVisitCondition(sql`now()`));
      break;
    case 'archived':
      conditions.push(sql`${v.archived}`);
      break;
    case 'hasMateriel':
      conditions.push(sql`not ${v.archived} and cardinality(${v.materielIds}) > 0`);
      break;
  }
  if (filter.statuses?.length) conditions.push(inArray(v.status, filter.statuses));
  if (filter.employeeIds?.length) {
    conditions.push(
      sql`exists (select 1 from visit_employees fe where fe.company_id = ${v.companyId} and fe.visit_id = ${v.id} and fe.user_id in ${filter.employeeIds})`,
    );
  }
  if (filter.departmentId) conditions.push(eq(v.departmentId, filter.departmentId));
  if (filter.customerId) conditions.push(eq(v.customerId, filter.customerId));
  // A unit's visits: the GIN index visits_materiel_ids_idx answers the containment.
  if (filter.materialId) conditions.push(sql`${v.materielIds} @> array[${filter.materialId}]::uuid[]`);
  if (options.dates && filter.from) conditions.push(sql`${v.start} >= ${filter.from.toISOString()}`);
  if (options.dates && filter.to) conditions.push(sql`${v.start} < ${filter.to.toISOString()}`);
  for (const tag of filter.tagValues ?? []) {
    conditions.push(
      sql`exists (select 1 from visit_tag_values tv where tv.company_id = ${v.companyId} and tv.visit_id = ${v.id} and tv.tag_id = ${tag.tagId} and tv.value = ${tag.value})`,
    );
  }
  conditions.push(searchCondition(filter.search));
  if (filter.hasCoordinates === true) conditions.push(sql`${v.latitude} is not null and ${v.longitude} is not null`);
  if (filter.hasCoordinates === false) conditions.push(sql`(${v.latitude} is null or ${v.longitude} is null)`);
  return conditions.filter((c): c is SQL => c !== undefined);
}

export const sortColumns: Record<VisitSort, SQL> = {
  start: sql`${v.start}`,
  end: sql`${v.end}`,
  caseNumber: sql`${v.caseNumber}`,
  customer: sql`(select c.sort_name from customers c where c.company_id = ${v.companyId} and c.id = ${v.customerId})`,
  status: sql`${v.status}`,
  createdAt: sql`${v.createdAt}`,
  totalPrice: sql`${v.totalPrice}`,
};

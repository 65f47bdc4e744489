import { asc, sql } from 'drizzle-orm';
import { itemGroups } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { itemGroupWithCount, withCount, type ItemGroupWithCount } from './item-group-record.ts';

/** Every group of the company by name, with its item count (a company has tens of groups, not thousands). */
export async function listItemGroups(scope: CompanyScope): Promise<ItemGroupWithCount[]> {
  const rows = await scope.db
    .select(itemGroupWithCount)
    .from(itemGroups)
    .orderBy(sql`lower(${itemGroups.name})`, asc(itemGroups.id));
  return rows.map(withCount);
}

import { eq, inArray } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { itemGroups, type ItemGroupRow } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { itemGroupWithCount, withCount, type ItemGroupWithCount } from './item-group-record.ts';

/** One group with its item count; another company's group is NOT_FOUND like a missing one. */
export async function findItemGroup(scope: CompanyScope, id: string): Promise<ItemGroupWithCount> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db.select(itemGroupWithCount).from(itemGroups).where(eq(itemGroups.id, id));
  if (!row) throw notFound();
  return withCount(row);
}

/** The groups of these ids that exist in the company, in one query (missing ids are left out). */
export async function findItemGroupsByIds(scope: CompanyScope, ids: readonly string[]): Promise<ItemGroupRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return scope.db.select().from(itemGroups).where(inArray(itemGroups.id, valid));
}

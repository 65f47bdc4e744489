import { eq, inArray } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { itemGroups, items } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { itemWithGroup, withoutStock, type ItemRecord } from './item-record.ts';
import { withOnHand } from './on-hand.ts';
import { sameCompany } from '../../db/sql.ts';

/** One item with its group's name and quantity on hand; another company's item is NOT_FOUND like a missing one. */
export async function findItem(scope: CompanyScope, id: string): Promise<ItemRecord> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db
    .select(itemWithGroup)
    .from(items)
    .leftJoin(itemGroups, sameCompany(itemGroups, items, eq(itemGroups.id, items.groupId)))
    .where(eq(items.id, id));
  if (!row) throw notFound();
  return (await withOnHand(scope, [withoutStock(row)]))[0]!;
}

/** The items of these ids that exist in the company, in one query each for rows and stock (missing ids left out). */
export async function findItemsByIds(scope: CompanyScope, ids: readonly string[]): Promise<ItemRecord[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await scope.db
    .select(itemWithGroup)
    .from(items)
    .leftJoin(itemGroups, sameCompany(itemGroups, items, eq(itemGroups.id, items.groupId)))
    .where(inArray(items.id, valid));
  return withOnHand(scope, rows.map(withoutStock));
}

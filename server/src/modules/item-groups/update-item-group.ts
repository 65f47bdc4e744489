import { and, eq, sql } from 'drizzle-orm';
import { itemGroupInputSchema, itemLimits, priceWithMarkup } from '@servio/domain';
import { itemGroups } from '../../db/tables/index.ts';
import { badInput, conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findItemGroup } from './find-item-groups.ts';
import { highestFollowingCost, repriceGroupItems } from './group-prices.ts';
import type { ItemGroupWithCount } from './item-group-record.ts';
import { asItemGroupNameTaken, assertItemGroupNameFree } from './item-group-name.ts';

/**
 * Input: `itemGroupInputSchema` (domain); CONFLICT when `version` is stale. A new markup reprices every item of
 * the group that follows it, in the same transaction and one UPDATE: the group and its prices never disagree.
 */
export async function updateItemGroup(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<ItemGroupWithCount & { repricedCount: number }> {
  const current = await findItemGroup(scope, id);
  const data = parseInput(itemGroupInputSchema, input, 'input');
  if (data.name.toLowerCase() !== current.name.toLowerCase()) await assertItemGroupNameFree(scope, data.name, id);
  if (data.markupBp !== current.markupBp) {
    const cost = await highestFollowingCost(scope, id);
    if (cost !== null && priceWithMarkup(cost, data.markupBp) > itemLimits.maxPriceOre) {
      throw badInput('input.markupBp', 'item.priceTooHigh');
    }
  }
  const [row] = await scope.db
    .update(itemGroups)
    .set({ name: data.name, markupBp: data.markupBp, version: sql`${itemGroups.version} + 1`, updatedAt: new Date() })
    .where(and(eq(itemGroups.id, id), eq(itemGroups.version, version)))
    .returning({ id: itemGroups.id })
    .catch(asItemGroupNameTaken);
  if (!row) throw conflict();
  const repricedCount = data.markupBp === current.markupBp ? 0 : await repriceGroupItems(scope, id, data.markupBp);
  return { ...(await findItemGroup(scope, id)), repricedCount };
}

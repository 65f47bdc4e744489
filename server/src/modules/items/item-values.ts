import { itemLimits, priceWithMarkup, type ItemInput } from '@servio/domain';
import type { ItemRow } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { findItemGroupsByIds } from '../item-groups/index.ts';

type ItemValues = Pick<
  ItemRow,
  | 'sku'
  | 'name'
  | 'unit'
  | 'description'
  | 'costPrice'
  | 'listPrice'
  | 'salesPrice'
  | 'groupId'
  | 'followsGroupPrice'
  | 'active'
  | 'barcode'
  | 'lowStockThreshold'
>;

/** `value` when it was sent (null clears), else the current one (or the default on create). */
const pick = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);

/**
 * The columns an item is written with: the input over the current row (on update, what is left out stays), and
 * the sales price of an item that follows its group computed from its cost and the group's markup (priceWithMarkup,
 * half up to whole øre). An item that follows a group but has no cost keeps the price it was given.
 */
export async function itemValues(
  scope: CompanyScope,
  data: ItemInput,
  current: ItemValues | null,
): Promise<ItemValues> {
  const groupId = pick(data.groupId, current?.groupId ?? null);
  const [group] = groupId ? await findItemGroupsByIds(scope, [groupId]) : [];
  if (groupId && !group) throw badInput('input.groupId', 'itemGroup.notFound');
  const followsGroupPrice = pick(data.followsGroupPrice ?? undefined, current?.followsGroupPrice ?? groupId !== null);
  const costPrice = pick(data.costPrice, current?.costPrice ?? null);
  const ownSalesPrice = pick(data.salesPrice, current?.salesPrice ?? null);
  const salesPrice =
    followsGroupPrice && group && costPrice !== null ? priceWithMarkup(costPrice, group.markupBp) : ownSalesPrice;
  if (salesPrice !== null && salesPrice > itemLimits.maxPriceOre)
    throw badInput('input.costPrice', 'item.priceTooHigh');
  return {
    sku: data.sku,
    name: data.name,
    unit: data.unit,
    description: pick(data.description, current?.description ?? null),
    costPrice,
    listPrice: pick(data.listPrice, current?.listPrice ?? null),
    salesPrice,
    groupId,
    followsGroupPrice,
    active: pick(data.active ?? undefined, current?.active ?? true),
    barcode: pick(data.barcode, current?.barcode ?? null),
    lowStockThreshold: pick(data.lowStockThreshold, current?.lowStockThreshold ?? null),
  };
}

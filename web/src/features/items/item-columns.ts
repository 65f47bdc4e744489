import type { TFunction } from 'i18next';
import { formatMoney, formatQuantity } from '../../lib/format/index.ts';
import type { ItemListItem } from './items-api.ts';

export type ItemSort = 'name' | 'sku';

export interface ItemColumn {
  id: string;
  labelKey: string;
  sort?: ItemSort;
  value: (item: ItemListItem, t: TFunction) => string;
  numeric?: boolean;
  /** A price column: left out for whoever does not see prices. */
  price?: boolean;
  /** Only while the company keeps stock (enableItemStock). */
  stock?: boolean;
}

/** A quantity with its unit, the unit translated: '2,5 m', '12 stk.'. */
export const quantityWithUnit = (milli: number | null, unit: string, t: TFunction) =>
  milli === null ? '' : `${formatQuantity(milli)} ${t(`items.unitShort.${unit}`)}`;

/** Every optional column the list can show; the name is always shown. */
export const itemColumns: ItemColumn[] = [
  { id: 'sku', labelKey: 'items.fields.sku', sort: 'sku', value: (i) => i.sku },
  { id: 'group', labelKey: 'items.fields.group', value: (i) => i.groupName ?? '' },
  { id: 'unit', labelKey: 'items.fields.unit', value: (i, t) => t(`items.units.${i.unit}`) },
  {
    id: 'costPrice',
    labelKey: 'items.fields.costPrice',
    value: (i) => formatMoney(i.costPrice),
    numeric: true,
    price: true,
  },
  {
    id: 'listPrice',
    labelKey: 'items.fields.listPrice',
    value: (i) => formatMoney(i.listPrice),
    numeric: true,
    price: true,
  },
  {
    id: 'salesPrice',
    labelKey: 'items.fields.salesPrice',
    value: (i) => formatMoney(i.salesPrice),
    numeric: true,
    price: true,
  },
  {
    id: 'onHand',
    labelKey: 'items.fields.onHand',
    value: (i, t) => quantityWithUnit(i.onHand, i.unit, t),
    numeric: true,
    stock: true,
  },
  { id: 'barcode', labelKey: 'items.fields.barcode', value: (i) => i.barcode ?? '', numeric: true },
];

export const defaultColumnIds = ['sku', 'group', 'unit', 'salesPrice', 'onHand'];

/** Where this browser remembers the user's chosen columns (see useColumnChoice). */
export const columnStorageKey = 'servio.items.columns';

/** The columns this person may choose from: no prices without the permission, no stock without the company flag. */
export function availableItemColumns(canSeePrices: boolean, stockEnabled: boolean): ItemColumn[] {
  return itemColumns.filter((c) => (canSeePrices || !c.price) && (stockEnabled || !c.stock));
}

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ItemUnit } from '@servio/domain';
import { companyPrimaryKey, companyReference, tenantColumns, versionColumn } from './common.ts';
import { itemGroups } from './item-groups.ts';

/**
 * The materials a visit uses (spec section 3: costPrice, listPrice, salesPrice, sku, group, stock). Prices are
 * whole øre without VAT. An item that follows its group has sales_price = cost × (1 + the group's markup), kept
 * by the operations that change a cost or a markup; one that does not keeps its own. The quantity on hand is
 * never stored here: it is the sum of the stock ledger (stock_movements).
 */
export const items = pgTable(
  'items',
  {
    ...tenantColumns(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default('stk').$type<ItemUnit>(),
    description: text('description'),
    costPrice: integer('cost_price'),
    listPrice: integer('list_price'),
    salesPrice: integer('sales_price'),
    groupId: uuid('group_id'),
    followsGroupPrice: boolean('follows_group_price').notNull().default(true),
    active: boolean('active').notNull().default(true),
    barcode: text('barcode'),
    /** Thousandths of the unit; below it the item shows as low on stock. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** The product's number in e-conomic: its SKU when first pushed (docs/decisions/0031). */
    economicProductNumber: text('economic_product_number'),
    /** Lower-case SKU, name and barcode, kept by the database (search). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(sku || ' ' || name || ' ' || coalesce(barcode, ''))`),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('items_group_id_fk', t, t.groupId, itemGroups).onDelete('restrict'),
    uniqueIndex('items_company_sku_unique').on(t.companyId, t.sku),
    index('items_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    index('items_company_group_idx').on(t.companyId, t.groupId),
    index('items_company_barcode_idx').on(t.companyId, t.barcode),
    check(
      'items_prices_in_range',
      sql`coalesce(${t.costPrice}, 0) between 0 and 1000000000 and coalesce(${t.listPrice}, 0) between 0 and 1000000000 and coalesce(${t.salesPrice}, 0) between 0 and 1000000000`,
    ),
  ],
);
export type ItemRow = typeof items.$inferSelect;

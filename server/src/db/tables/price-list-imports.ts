import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns } from './common.ts';
import { users } from './users.ts';

/**
 * A supplier's price list on its way in. The browser reads the file (CSV or XLSX), maps its columns and sends the
 * mapped lines in chunks to price_list_import_lines; the preview compares them with the items in SQL, and the
 * import applies them in one transaction (all or nothing). Running the same file again matches items by SKU, so it
 * creates no duplicates.
 */
export const priceListImports = pgTable(
  'price_list_imports',
  {
    ...tenantColumns(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    /** staging (lines arriving), applied, or discarded. */
    status: text('status').notNull().default('staging').$type<'staging' | 'applied' | 'discarded'>(),
    /** Whether SKUs the company does not have become new items (else they are refused as unknown). */
    createNew: boolean('create_new').notNull().default(true),
    lineCount: integer('line_count').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    mapping: jsonb('mapping').$type<unknown>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [companyPrimaryKey(t), index('price_list_imports_company_created_idx').on(t.companyId, t.createdAt)],
);

/** One mapped line of a price list: the values it sets (null: the column was not mapped or is empty). */
export const priceListImportLines = pgTable(
  'price_list_import_lines',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    importId: uuid('import_id').notNull(),
    /** The line of the file, counting the heading as line 1. */
    line: integer('line').notNull(),
    sku: text('sku').notNull(),
    name: text('name'),
    unit: text('unit'),
    costPrice: integer('cost_price'),
    listPrice: integer('list_price'),
    salesPrice: integer('sales_price'),
    groupName: text('group_name'),
    barcode: text('barcode'),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('price_list_import_lines_import_id_fk', t, t.importId, priceListImports).onDelete('cascade'),
    uniqueIndex('price_list_import_lines_sku_unique').on(t.companyId, t.importId, t.sku),
    index('price_list_import_lines_line_idx').on(t.importId, t.line),
  ],
);
export type PriceListImportRow = typeof priceListImports.$inferSelect;

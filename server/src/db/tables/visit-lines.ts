import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns, versionColumn } from './common.ts';
import { items } from './items.ts';
import { users } from './users.ts';
import { visits } from './visits.ts';

/**
 * What a visit used or is charged for: an item (its name, SKU and unit copied when added) or free text, a
 * quantity in thousandths of the unit, a unit price in øre (the item's sales price when added, editable), a
 * discount in basis points, and the total the server computes (lineTotalOre). The visit's total_price is its
 * fixed price plus the sum of its lines. A line of an invoiced visit does not change.
 */
export const visitLines = pgTable(
  'visit_lines',
  {
    ...tenantColumns(),
    visitId: uuid('visit_id').notNull(),
    itemId: uuid('item_id'),
    description: text('description').notNull(),
    sku: text('sku'),
    unit: text('unit').notNull().default('stk'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull().default(0),
    discountBp: integer('discount_bp').notNull().default(0),
    total: integer('total').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** Whose van the material came from (stock), or who added it from the technician panel. */
    employeeId: uuid('employee_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('visit_lines_visit_id_fk', t, t.visitId, visits).onDelete('cascade'),
    companyReference('visit_lines_item_id_fk', t, t.itemId, items).onDelete('restrict'),
    index('visit_lines_visit_idx').on(t.visitId, t.position),
    index('visit_lines_item_idx').on(t.companyId, t.itemId),
    check('visit_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('visit_lines_discount_range', sql`${t.discountBp} between 0 and 10000`),
  ],
);
export type VisitLineRow = typeof visitLines.$inferSelect;

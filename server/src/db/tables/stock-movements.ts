import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns } from './common.ts';
import { items } from './items.ts';
import { users } from './users.ts';
import { visitLines } from './visit-lines.ts';

export const stockMovementKinds = ['received', 'used', 'moved', 'counted', 'corrected'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

/**
 * The append-only stock ledger (with enableItemStock): one row per change of an item's quantity at a location,
 * the main stock (employee_id null) or a field worker's van (employee_id). The quantity on hand is the sum of
 * quantity (thousandths of the unit, signed); no row is ever updated, so two concurrent uses are two rows and
 * neither is lost. A move is two rows sharing transfer_id; a count records the difference it found.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...tenantColumns(),
    itemId: uuid('item_id').notNull(),
    employeeId: uuid('employee_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull().$type<StockMovementKind>(),
    quantity: integer('quantity').notNull(),
    visitLineId: uuid('visit_line_id'),
    transferId: uuid('transfer_id'),
    note: text('note'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('stock_movements_item_id_fk', t, t.itemId, items).onDelete('restrict'),
    companyReference('stock_movements_visit_line_id_fk', t, t.visitLineId, visitLines).onDelete('set null'),
    index('stock_movements_item_location_idx').on(t.companyId, t.itemId, t.employeeId),
    index('stock_movements_item_created_idx').on(t.companyId, t.itemId, t.createdAt),
    index('stock_movements_visit_line_idx').on(t.visitLineId),
    check('stock_movements_kind', sql`${t.kind} in ('received', 'used', 'moved', 'counted', 'corrected')`),
  ],
);
export type StockMovementRow = typeof stockMovements.$inferSelect;

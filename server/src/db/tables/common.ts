import { foreignKey, integer, primaryKey, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Every tenant table starts with these: its id, its company (row-level security keys on it), and timestamps. The
 * primary key is (company_id, id), declared by each table, and a reference to another tenant table names both columns
 * (docs/scale-out.md: the shape Citus distributes by company; server/test/distribution-keys.test.ts).
 */
export const tenantColumns = () => ({
  id: uuid('id').notNull().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Optimistic locking: a save names the version it read; a stale one is refused with CONFLICT. */
export const versionColumn = () => integer('version').notNull().default(1);

/** A tenant table's primary key, (company_id, id): the key Citus distributes and co-locates by (docs/decisions/0048). */
export const companyPrimaryKey = (t: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ columns: [t.companyId, t.id] });

/**
 * A reference to a row of the same company in another tenant table (or this one): `(company_id, x_id)` to its
 * `(company_id, id)`, the key Citus co-locates by (docs/decisions/0048). For `on delete set null`, migration 0039 names
 * the column to null (`set null (x_id)`), which drizzle cannot say.
 */
export const companyReference = (
  name: string,
  from: { companyId: AnyPgColumn },
  column: AnyPgColumn,
  to: { companyId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns: [from.companyId, column], foreignColumns: [to.companyId, to.id] });

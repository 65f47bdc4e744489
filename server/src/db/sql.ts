import { and, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A tenant table's row by its whole key (decisions/0048). */
export interface CompanyKey {
  companyId: string;
  id: string;
}

/**
 * The rows of a tenant table with these keys, `(company_id, id) in (…)`: a subquery of the two columns, or at least
 * one key. For the owner connection, where no row-level security names the company and `id in (…)` alone would read
 * the whole primary key.
 */
export function byCompanyKeys(
  table: { companyId: AnyPgColumn; id: AnyPgColumn },
  keys: SQLWrapper | readonly CompanyKey[],
): SQL {
  const rows =
    'getSQL' in keys
      ? keys
      : sql`(values ${sql.join(
          keys.map((key) => sql`(${key.companyId}::uuid, ${key.id}::uuid)`),
          sql`, `,
        )})`;
  return sql`(${table.companyId}, ${table.id}) in ${rows}`;
}

/**
 * A join of two tables distributed by company: `a.company_id = b.company_id and on`. Citus runs a join on one node
 * only when it matches the distribution column, and row-level security's filter is not in the statement
 * (docs/scale-out.md §4; server/test/company-joins.test.ts reads every statement for it).
 */
export function sameCompany(a: { companyId: AnyPgColumn }, b: { companyId: AnyPgColumn }, on: SQL): SQL {
  return and(eq(a.companyId, b.companyId), on)!;
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `rows`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Column types both drivers already hand over as drizzle's select would (both leave timestamps as text). */
const deliveredAsIs = new Set([
  'PgUUID',
  'PgText',
  'PgVarchar',
  'PgInteger',
  'PgSmallInt',
  'PgBoolean',
  'PgDoublePrecision',
  'PgReal',
]);

/**
 * Reads a table's whole rows in raw SQL, typed as drizzle's `select()` types them. `columns` selects every
 * column of `alias` under its property name; `read` converts the few that need it (timestamps, arrays) in
 * place. For hot pages: drizzle's own row mapping checks every cell's kind and cost the visits page more
 * than the statement it ran.
 */
export function tableRowReader<T extends PgTable>(table: T, alias: string) {
  const entries = Object.entries(getTableColumns(table));
  const columns = sql.raw(entries.map(([key, column]) => `${alias}."${column.name}" as "${key}"`).join(', '));
  const converted = entries.filter(([, column]) => !deliveredAsIs.has(column.columnType));
  const read = (row: Record<string, unknown>): T['$inferSelect'] => {
    for (const [key, column] of converted) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
  return { columns, read };
}

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

/**
 * A table's (or an alias's) columns but `leftOut`, for drizzle's selects of whole rows (`select(columns).from(t)`)
 * that leave out what the database keeps for itself.
 */
export function columnsWithout<T extends PgTable, Left extends keyof T['_']['columns'] & string = never>(
  table: T,
  leftOut: readonly Left[] = [],
): Omit<T['_']['columns'], Left> {
  const columns: Record<string, unknown> = { ...getTableColumns(table) };
  for (const key of leftOut) delete columns[key];
  return columns as Omit<T['_']['columns'], Left>;
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
 * column of `alias` under its property name; `read` makes the table's row of a result row: a new object of the
 * table's properties alone, in their order, converting the few that need it (timestamps, arrays). The result row may
 * hold more (a page's nested json, its count), which stays out. For hot pages: drizzle's own row mapping checks
 * every cell's kind and cost the visits page more than the statement it ran, and taking the extra fields off with an
 * object rest (`{ count, ...row }`) cost about 10 µs a row (V8 copies such a rest in its runtime, key by key).
 * `leftOut` names columns the page never shows (ones the database keeps for its own search or another screen),
 * which the row's type then leaves out too.
 */
export function tableRowReader<T extends PgTable, Left extends keyof T['$inferSelect'] & string = never>(
  table: T,
  alias: string,
  leftOut: readonly Left[] = [],
) {
  const entries = Object.entries(columnsWithout(table, leftOut) as Record<string, AnyPgColumn>);
  const columns = sql.raw(entries.map(([key, column]) => `${alias}."${column.name}" as "${key}"`).join(', '));
  const fields = entries.map(([key, column]) => ({ key, column, converted: !deliveredAsIs.has(column.columnType) }));
  const read = (row: Record<string, unknown>): Omit<T['$inferSelect'], Left> => {
    const out: Record<string, unknown> = {};
    for (const { key, column, converted } of fields) {
      const value = row[key];
      out[key] = converted && value !== null && value !== undefined ? column.mapFromDriverValue(value) : value;
    }
    return out as Omit<T['$inferSelect'], Left>;
  };
  return { columns, read };
}

import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction, type NodePgSessionOptions } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * The setting naming the role every request runs as (db/app-role.ts: one per database). It is not the tables' owner,
 * so row-level security applies to it.
 */
export const appRoleSetting = 'servio.app_role';

type TenantSettings = { companyId: string | null; userId: string | null };

/**
 * Runs `work` in a transaction as the application role with the company set, so every tenant table
 * shows only that company's rows whatever the queries inside forget. With `companyId` null the
 * tenant tables show nothing. `userId` lets a person see their own user row (a superadmin has no company).
 */
export function withTenant<T>(db: Db, scope: TenantSettings, work: (tx: Db) => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) return onPoolClient(db, pool, scope, work);
  // PGlite (no round trips to save), or inside a transaction already open (a savepoint): drizzle's transaction.
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(tenantSettingsSql(scope)));
    return work(tx as unknown as Db);
  });
}

/**
 * The statement that makes a transaction the tenant's, for both ways of opening one. One statement: `role` is a
 * setting too, and set_config(…, true) lasts until the transaction ends. The values are literals escaped by pg's
 * `escapeLiteral`, as a simple query of several statements (PostgreSQL's start, below) takes no parameters.
 */
function tenantSettingsSql(scope: TenantSettings): string {
  const company = pg.escapeLiteral(scope.companyId ?? '');
  const user = pg.escapeLiteral(scope.userId ?? '');
  return `select set_config('app.company_id', ${company}, true), set_config('app.user_id', ${user}, true),
    set_config('role', current_setting('${appRoleSetting}'), true)`;
}

/**
 * The tenant transaction on PostgreSQL, its start in one round trip: `begin` and the settings go as one simple query,
 * where drizzle's own transaction sent `begin` alone first. Every request runs in one, and each statement is a round
 * trip and some 50-100 µs of node (decisions/0061). Inside, it is drizzle's transaction as `db.transaction` makes it (nested ones
 * are savepoints), on the same logger; it commits when `work` returns and rolls back when it throws.
 */
async function onPoolClient<T>(db: Db, pool: pg.Pool, scope: TenantSettings, work: (tx: Db) => Promise<T>): Promise<T> {
  const { dialect, session } = db as unknown as {
    dialect: PgDialect;
    session: { options: NodePgSessionOptions };
  };
  const client = await pool.connect();
  const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined, session.options), undefined);
  const start = `begin; ${tenantSettingsSql(scope)}`;
  let broken = false;
  try {
    session.options.logger?.logQuery(start, []);
    await client.query(start);
    const result = await work(tx as unknown as Db);
    await tx.execute(sql`commit`);
    return result;
  } catch (error) {
    try {
      await tx.execute(sql`rollback`);
    } catch {
      // A connection that cannot even roll back is closed, not handed to the next request.
      broken = true;
    }
    throw error;
  } finally {
    client.release(broken);
  }
}

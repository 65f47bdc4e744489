import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { queryRows } from './sql.ts';

const journal = path.join(import.meta.dirname, 'migrations/meta/_journal.json');

/** The code's last migration, from drizzle's journal. */
function lastMigration(): { when: number; tag: string } {
  const entries = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number; tag: string }[] }).entries;
  return entries[entries.length - 1]!;
}

/**
 * Whether the database already has this code's last migration and its application role, with the login a member:
 * then a start needs neither drizzle's migrator (which reads and hashes every migration file) nor ensureAppRole's
 * grants on every table. One query. A change to ensureAppRole's grants therefore comes with a migration, so that it
 * runs on the next start.
 */
export async function isMigrated(database: Database): Promise<boolean> {
  const role = database.appRole;
  const [row] = await queryRows<{ applied: string | null; member: boolean }>(
    database.db,
    sql`select (select max(created_at)::text from drizzle.__drizzle_migrations) as applied,
      case when exists (select from pg_roles where rolname = ${role}) then pg_has_role(current_user, ${role}, 'MEMBER')
        else false end as member`,
  ).catch(() => []);
  return !!row && row.member && Number(row.applied ?? 0) >= lastMigration().when;
}

/**
 * Refuses a database the server has not migrated to this code's last migration yet. For processes that do not
 * migrate themselves (`npm run worker`): only the server migrates, so two processes never run migrations at once.
 */
export async function assertMigrated(database: Database): Promise<void> {
  const last = lastMigration();
  const applied = await queryRows<{ applied: string | null }>(
    database.db,
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  ).catch(() => [{ applied: null }]);
  if (Number(applied[0]?.applied ?? 0) < last.when) {
    throw new Error(`The database is not migrated to ${last.tag} yet: start the server (it migrates) first.`);
  }
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { queryRows } from './sql.ts';

const journal = path.join(import.meta.dirname, 'migrations/meta/_journal.json');

/**
 * Refuses a database the server has not migrated to this code's last migration yet. For processes that do not
 * migrate themselves (`npm run worker`): only the server migrates, so two processes never run migrations at once.
 */
export async function assertMigrated(database: Database): Promise<void> {
  const entries = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number; tag: string }[] }).entries;
  const last = entries[entries.length - 1]!;
  const applied = await queryRows<{ applied: string | null }>(
    database.db,
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  ).catch(() => [{ applied: null }]);
  if (Number(applied[0]?.applied ?? 0) < last.when) {
    throw new Error(`The database is not migrated to ${last.tag} yet: start the server (it migrates) first.`);
  }
}

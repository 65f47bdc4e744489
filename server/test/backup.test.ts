import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId, seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { companies } from '../src/db/tables/index.ts';
import { backupPostgres, restorePostgres } from '../src/ops/backup.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';
import { freePort, startServerProcess } from './server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run backup|restore` as a person would, with the given environment. */
function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
}

async function companyName(database: Database): Promise<string> {
  const [row] = await database.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, demoCompanyId));
  return row!.name;
}

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const rows = await queryRows<{ n: number; t: string }>(
    database.db,
    sql`
    select 'customers' as t, count(*)::int as n from customers union all
    select 'visits', count(*)::int from visits union all
    select 'users', count(*)::int from users`,
  );
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}

describe('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'servio-backup-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('backs up with `npm run backup`, refuses while the server runs, and restores with `npm run restore`', async () => {
    const dataDir = path.join(work, 'data');
    const file = path.join(work, 'backup.tar.gz');
    let database = await openDatabase({ dataDir });
    await migrateDatabase(database);
    await seedDemoIfEmpty(database.db);
    const before = await rowCounts(database);
    await database.close();

    // A running server holds the data dir: the backup refuses rather than read a database in use.
    const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '' }, await freePort());
    const refused = npmRun('backup', [file], { DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/stop it first/);
    expect(existsSync(file)).toBe(false);
    await server.stop();

    const backup = npmRun('backup', [file], { DATA_DIR: dataDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(existsSync(file)).toBe(true);

    // Changes after the backup are what a restore takes back.
    database = await openDatabase({ dataDir });
    await database.db.update(companies).set({ name: 'Changed After Backup' }).where(eq(companies.id, demoCompanyId));
    await database.close();

    const restore = npmRun('restore', [file], { DATA_DIR: dataDir });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/kept in .*before-restore/);

    database = await openDatabase({ dataDir });
    try {
      expect(await companyName(database)).toBe('Demo Service ApS');
      expect(await rowCounts(database)).toEqual(before);
    } finally {
      await database.close();
    }
    // What was there before the restore is kept aside, not lost.
    const kept = restore.stdout.match(/kept in (\S+)\./)![1]!;
    const aside = await openDatabase({ dataDir: kept });
    try {
      expect(await companyName(aside)).toBe('Changed After Backup');
    } finally {
      await aside.close();
    }
  });
});

// Runs wherever the PostgreSQL tests run (TEST_DATABASE_URL); pg_dump and pg_restore must be installed there.
describe.each(backends.filter((b) => b === 'postgres'))('backup and restore on %s', { timeout: 120_000 }, (backend) => {
  let source: TestDatabase;
  beforeAll(async () => {
    source = await openTestDatabase(backend);
  });
  afterAll(async () => source?.close());

  it('restores a pg_dump backup with its data', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'servio-pgbackup-'));
    try {
      const file = path.join(work, 'backup.pgdump');
      const before = await rowCounts(source.database);
      backupPostgres(source.url!, file);
      await source.database.db
        .update(companies)
        .set({ name: 'Changed After Backup' })
        .where(eq(companies.id, demoCompanyId));
      restorePostgres(file, source.url!);
      expect(await companyName(source.database)).toBe('Demo Service ApS');
      expect(await rowCounts(source.database)).toEqual(before);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

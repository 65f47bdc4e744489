import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId, seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { companies, serverSecrets, sessions, users } from '../src/db/tables/index.ts';
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

describe('a backup is no master key', { timeout: 180_000 }, () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'servio-backup-key-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  async function signingKey(dataDir: string): Promise<string | null> {
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
      return row?.value ?? null;
    } finally {
      await database.close();
    }
  }

  it('holds no signing key, is private to its owner, and a restore ends every session', async () => {
    const dataDir = path.join(work, 'data');
    const file = path.join(work, 'backup.tar.gz');
    let server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '' }, await freePort());
    const signedIn = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'super@demo.dk', password: 'demo1234' }),
    });
    const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
    await server.stop();
    const key = (await signingKey(dataDir))!;
    expect(key).toMatch(/^[\w-]{40,}$/);

    const backup = npmRun('backup', [file], { DATA_DIR: dataDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Not in any file of the dump: not the table, not the write-ahead log.
    const tar = gunzipSync(readFileSync(file));
    expect(tar.length).toBeGreaterThan(1_000_000);
    expect(tar.includes(Buffer.from(key))).toBe(false);
    // The live data dir keeps its key: a backup does not end sessions.
    expect(await signingKey(dataDir)).toBe(key);

    const restore = npmRun('restore', [file], { DATA_DIR: dataDir });
    expect(restore.status, restore.stderr).toBe(0);
    server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '' }, await freePort());
    try {
      const me = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: '{ me { email } }' }),
      });
      expect((await me.json()) as unknown).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    } finally {
      await server.stop();
    }
    const rotated = await signingKey(dataDir);
    expect(rotated).not.toBeNull();
    expect(rotated).not.toBe(key);
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
      // A signing key and an open session, as a running server has.
      await source.database.db.insert(serverSecrets).values({ name: 'jwt', value: 'signing-key-not-in-backups' });
      const [user] = await source.database.db.select().from(users).limit(1);
      await source.database.db
        .insert(sessions)
        .values({ jti: 'session-not-in-backups', userId: user!.id, expiresAt: new Date(Date.now() + 3600_000) });
      backupPostgres(source.url!, file);
      expect(readFileSync(file).includes('signing-key-not-in-backups')).toBe(false);
      await source.database.db
        .update(companies)
        .set({ name: 'Changed After Backup' })
        .where(eq(companies.id, demoCompanyId));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      await restorePostgres(file, source.url!);
      expect(await companyName(source.database)).toBe('Demo Service ApS');
      // Neither the signing key nor a session came back: the server makes a new key, everyone signs in again.
      expect(await source.database.db.select().from(serverSecrets)).toEqual([]);
      expect(await source.database.db.select().from(sessions)).toEqual([]);
      expect(await rowCounts(source.database)).toEqual(before);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

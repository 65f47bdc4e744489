import fs, { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';

/**
 * The embedded database on a data dir keeps each file's size once read (db/pglite-file-sizes.ts): PostgreSQL asks a
 * relation's length at every plan and every sequential scan, and a stale answer would hide rows or overwrite them.
 */
describe('file sizes on the embedded database’s data dir', { timeout: 60_000 }, () => {
  let dataDir: string;
  let database: Database;
  // One data dir (its first open runs initdb, some seconds); each test starts from an empty table.
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-file-sizes-'));
    database = await openDatabase({ dataDir });
  });
  beforeEach(async () => {
    await database.db.execute(sql`drop table if exists sizes_probe`);
    await database.db.execute(sql`create table sizes_probe (id int primary key, filler text)`);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const insert = (from: number, to: number) =>
    database.db.execute(
      sql`insert into sizes_probe select n, repeat('x', 500) from generate_series(${from}::int, ${to}::int) n`,
    );
  const count = async () =>
    (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from sizes_probe`))[0]!.n;
  /** The relation's size as PostgreSQL reads it, and the size of its file on disk. */
  const sizes = async () => {
    const [row] = await queryRows<{ size: number; file: string }>(
      database.db,
      sql`select pg_relation_size('sizes_probe')::int as size, pg_relation_filepath('sizes_probe') as file`,
    );
    return { postgres: row!.size, disk: statSync(path.join(dataDir, row!.file)).size };
  };

  it('asks the file system once for a size that nothing changed', async () => {
    await insert(1, 100);
    await count();
    const fstat = vi.spyOn(fs, 'fstatSync');
    for (let i = 0; i < 5; i++) expect(await count()).toBe(100);
    expect(fstat).not.toHaveBeenCalled();
  });

  it('reads the size again after a write that grows the file, so a scan sees every row', async () => {
    await insert(1, 10);
    expect(await count()).toBe(10);
    const before = await sizes();
    // Some 70 rows a page: hundreds of pages more.
    await insert(11, 20_000);
    expect(await count()).toBe(20_000);
    const after = await sizes();
    expect(after.postgres).toBeGreaterThan(before.postgres);
    expect(after.postgres).toBe(after.disk);
  });

  it('reads the size again after a vacuum truncates the file', async () => {
    await insert(1, 5_000);
    expect((await sizes()).postgres).toBeGreaterThan(8192);
    await database.db.execute(sql`delete from sizes_probe`);
    await database.db.execute(sql`vacuum sizes_probe`);
    const after = await sizes();
    expect(after).toEqual({ postgres: 0, disk: 0 });
    await insert(1, 3);
    expect(await count()).toBe(3);
    expect((await sizes()).postgres).toBe(8192);
  });

  it('keeps what was written across a reopen of the data dir', async () => {
    await insert(1, 2_000);
    await database.close();
    database = await openDatabase({ dataDir });
    expect(await count()).toBe(2_000);
    const after = await sizes();
    expect(after.postgres).toBe(after.disk);
  });
});

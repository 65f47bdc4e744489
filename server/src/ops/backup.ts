import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../db/client.ts';
import { serverLockHolder } from './server-lock.ts';

/**
 * Backups. The embedded database is dumped as a gzipped tar of its data dir (PGlite's own format, which
 * `restore` loads); a PostgreSQL server is dumped with pg_dump's custom format and restored with pg_restore.
 *
 * A backup holds every company's data but no way in: not the session signing key (server_secrets) nor the open
 * sessions, so whoever reads a backup cannot sign a token the server accepts. A restore empties both: the server makes
 * a new key on start and everybody signs in again. Backup files are written readable by their owner only (0600).
 */

/** Tables a backup leaves out the contents of, and a restore empties. */
const serverOnlyTables = ['server_secrets', 'sessions'];
const emptyServerOnlyTables = `DELETE FROM ${serverOnlyTables.join('; DELETE FROM ')};`;

/** Creates (or empties) the backup file with owner-only access before anything is written to it. */
function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'w', 0o600));
  // An existing file keeps its mode through open(), and pg_dump keeps the mode of the file it truncates: set it.
  chmodSync(file, 0o600);
}

export function defaultBackupFile(kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  return path.resolve(`servio-backup-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'pgdump'}`);
}

/**
 * Dumps a PGlite data dir. The server must be stopped: PGlite allows one process per data dir. The dump is taken of a
 * copy whose server-only tables were emptied and rewritten (VACUUM FULL), so the key is in none of its files.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(dataDir)) throw new Error(`No database at ${dataDir}`);
  const holder = serverLockHolder(dataDir);
  if (holder)
    throw new Error(
      `The server (pid ${holder}) is using ${dataDir}: stop it first, then back up (a restart takes a second or two).`,
    );
  const copy = mkdtempSync(path.join(os.tmpdir(), 'servio-backup-'));
  try {
    cpSync(dataDir, copy, { recursive: true, filter: (source) => path.basename(source) !== 'servio-server.pid' });
    const db = new PGlite(copy, { extensions: pgliteExtensions });
    try {
      // dumpDataDir does not wait for start-up itself; without this it waits forever on an idle loop.
      await db.waitReady;
      await db.exec(emptyServerOnlyTables);
      // One statement each: VACUUM refuses to run in the transaction a multi-statement string makes.
      await db.exec(`VACUUM FULL ${serverOnlyTables.join(', ')}`);
      // The write-ahead log still holds the rows as written: start a new segment, and have the checkpoint delete
      // the old ones rather than recycle them (a recycled segment keeps its old bytes).
      await db.exec('SET wal_recycle = off');
      for (let round = 0; round < 2; round++) await db.exec('SELECT pg_switch_wal(); CHECKPOINT;');
      const dump = await db.dumpDataDir('gzip');
      createPrivateFile(file);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Loads a PGlite backup into `dataDir`. An existing, non-empty data dir is kept aside as
 * `<dataDir>.before-restore-<time>` rather than overwritten, so a restore never destroys data.
 */
export async function restorePglite(file: string, dataDir: string, now = new Date()): Promise<string | null> {
  const holder = serverLockHolder(dataDir);
  if (holder) throw new Error(`The server (pid ${holder}) is using ${dataDir}: stop it first.`);
  let keptAside: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    keptAside = `${dataDir}.before-restore-${now.getTime()}`;
    renameSync(dataDir, keptAside);
  }
  mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir, { extensions: pgliteExtensions, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await db.waitReady;
    // A backup from before keys were left out still holds one: rotate it, and end the sessions it knew.
    await db.exec(emptyServerOnlyTables);
  } finally {
    await db.close();
  }
  return keptAside;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error)
    throw new Error(`${command} could not run: ${result.error.message} (install the PostgreSQL client tools)`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

export function backupPostgres(databaseUrl: string, file: string): void {
  createPrivateFile(file);
  run('pg_dump', [
    '--format=custom',
    '--no-owner',
    ...serverOnlyTables.map((table) => `--exclude-table-data=${table}`),
    `--file=${file}`,
    `--dbname=${databaseUrl}`,
  ]);
}

/**
 * Restores into the database named by the URL, replacing the objects the backup contains; then empties the
 * server-only tables (a new signing key on the next start, every session ended).
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${databaseUrl}`, file]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(emptyServerOnlyTables);
  } finally {
    await client.end();
  }
}

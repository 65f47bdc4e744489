import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/client.ts';
import { serverLockHolder } from './server-lock.ts';

/**
 * Backups. The embedded database is dumped as a gzipped tar of its data dir (PGlite's own format, which
 * `restore` loads); a PostgreSQL server is dumped with pg_dump's custom format and restored with pg_restore.
 */

export function defaultBackupFile(kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  return path.resolve(`servio-backup-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'pgdump'}`);
}

/** Dumps a PGlite data dir. The server must be stopped: PGlite allows one process per data dir. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(dataDir)) throw new Error(`No database at ${dataDir}`);
  const holder = serverLockHolder(dataDir);
  if (holder)
    throw new Error(
      `The server (pid ${holder}) is using ${dataDir}: stop it first, then back up (a restart takes a second or two).`,
    );
  const db = new PGlite(dataDir, { extensions: pgliteExtensions });
  try {
    // dumpDataDir does not wait for start-up itself; without this it waits forever on an idle loop.
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
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
  await db.waitReady;
  await db.close();
  return keptAside;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error)
    throw new Error(`${command} could not run: ${result.error.message} (install the PostgreSQL client tools)`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

export function backupPostgres(databaseUrl: string, file: string): void {
  run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/** Restores into the database named by the URL, replacing the objects the backup contains. */
export function restorePostgres(file: string, databaseUrl: string): void {
  run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${databaseUrl}`, file]);
}

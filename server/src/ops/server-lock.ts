import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A running server marks its PGlite data dir, so backup and restore can refuse to touch it. */
const lockFile = (dataDir: string) => path.join(dataDir, 'servio-server.pid');

export function takeServerLock(dataDir: string): () => void {
  const file = lockFile(dataDir);
  const holder = serverLockHolder(dataDir);
  if (holder) throw new Error(`Another server (pid ${holder}) is using ${dataDir}`);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The pid of a live server using the data dir, or null (a lock left by a killed server does not count). */
export function serverLockHolder(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

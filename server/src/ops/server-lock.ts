import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error.ts';

/** A running server marks its PGlite data dir, so backup, restore and a second server can refuse to touch it. */
const lockFile = (dataDir: string) => path.join(dataDir, 'servio-server.pid');

/**
 * When the process started, as the kernel counts it (Linux /proc), or null where that cannot be read. With the pid
 * it names one process: after a crash and a reboot, a lock's pid often belongs to some other live process.
 */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces and parentheses, so count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

export function takeServerLock(dataDir: string): () => void {
  const file = lockFile(dataDir);
  const holder = serverLockHolder(dataDir);
  if (holder)
    throw new StartupError(
      `Another Servio server (pid ${holder}) is using ${dataDir}: stop it first, or use another DATA_DIR.`,
    );
  writeFileSync(file, JSON.stringify({ pid: process.pid, started: processStartTime(process.pid) }));
  return () => rmSync(file, { force: true });
}

/**
 * The pid of a live server using the data dir, or null: a lock left by a killed server does not count, nor one whose
 * pid now belongs to another process (its start time differs from the one the lock recorded).
 */
export function serverLockHolder(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  let lock: { pid?: unknown; started?: unknown };
  try {
    const text = readFileSync(file, 'utf8');
    // Locks written before the start time was recorded hold the bare pid.
    lock = /^\d+$/.test(text.trim()) ? { pid: Number(text) } : (JSON.parse(text) as typeof lock);
  } catch {
    return null;
  }
  const pid = lock.pid;
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's process; only ESRCH means gone.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  if (typeof lock.started === 'string') {
    const started = processStartTime(pid);
    return started === null || started === lock.started ? pid : null;
  }
  return runsServer(pid) ? pid : null;
}

/** For a lock without a start time: whether the process runs the server's entry point (unknown counts as yes). */
function runsServer(pid: number): boolean {
  try {
    return /server[/\\](src|dist)[/\\]main\.[jt]s/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

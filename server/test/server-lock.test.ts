import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLockHolder } from '../src/ops/server-lock.ts';
import { freePort, startServerProcess } from './server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the data dir lock', { timeout: 120_000 }, () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'servio-lock-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('does not count a stale lock whose pid now belongs to another live process', async () => {
    const dataDir = path.join(work, 'stale');
    // After a crash and a reboot the lock's pid is some other program's: here, a live `sleep`.
    const other = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      mkdirSync(dataDir);
      writeFileSync(path.join(dataDir, 'servio-server.pid'), String(other.pid));
      expect(serverLockHolder(dataDir)).toBeNull();
      writeFileSync(path.join(dataDir, 'servio-server.pid'), JSON.stringify({ pid: other.pid, started: '1' }));
      expect(serverLockHolder(dataDir)).toBeNull();

      const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '' }, await freePort());
      try {
        expect(serverLockHolder(dataDir)).toBe(server.process.pid);
      } finally {
        await server.stop();
      }
    } finally {
      other.kill();
    }
  });

  it('refuses a second server on a data dir in use with one clear line, no stack trace', async () => {
    const dataDir = path.join(work, 'busy');
    const first = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '' }, await freePort());
    try {
      const second = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          WEB_DIST: '',
          PORT: String(await freePort()),
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr.trim()).toBe(
        `Servio did not start: Another Servio server (pid ${first.process.pid}) is using ${dataDir}: stop it first, or use another DATA_DIR.`,
      );
      expect(second.stdout).toBe('');
    } finally {
      await first.stop();
    }
  });
});

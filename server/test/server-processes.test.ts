import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';
import { freePort, startServerProcess } from './server-process.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// SERVER_PROCESSES on PostgreSQL (ops/server-processes.ts): several processes behind one port.
describe.each(backends.filter((b) => b === 'postgres'))('server processes on one %s database', (backend) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    env = { DATABASE_URL: database.url!, SEED_DEMO: '0', WEB_DIST: '', LOG_LEVEL: 'info' };
  });
  afterAll(async () => database?.close());

  it(
    'serve one port from two processes, start another when one dies, and all stop on SIGTERM',
    {
      timeout: 120_000,
    },
    async () => {
      const listening: number[] = [];
      const server = await startServerProcess({ ...env, SERVER_PROCESSES: '2' }, await freePort(), (line) => {
        if (line.includes('"msg":"listening"')) listening.push((JSON.parse(line) as { pid: number }).pid);
      });
      await expect.poll(() => new Set(listening).size, { timeout: 30_000 }).toBe(2);
      expect(listening).not.toContain(server.process.pid);
      for (let i = 0; i < 10; i++) expect((await fetch(`${server.url}/health`)).status).toBe(200);

      const killed = listening[0]!;
      process.kill(killed, 'SIGKILL');
      await expect.poll(() => listening.length, { timeout: 30_000 }).toBe(3);
      expect(listening[2]).not.toBe(killed);
      expect((await fetch(`${server.url}/health`)).status).toBe(200);

      expect(await server.stop()).toEqual({ code: 0, signal: null });
      for (const pid of listening) expect(alive(pid)).toBe(false);
    },
  );

  it(
    'stop at once with the failing code when a process cannot start, rather than starting it again',
    {
      timeout: 60_000,
    },
    async () => {
      const port = await freePort();
      // Something else holds the port and hangs up at once (a health check must not wait on it).
      const taken = createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
      try {
        await expect(startServerProcess({ ...env, SERVER_PROCESSES: '2' }, port)).rejects.toThrow(
          'server exited with 1',
        );
      } finally {
        taken.close();
      }
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, demoPassword, openTestDatabase, type TestDatabase } from './harness.ts';
import { freePort, startServerProcess, type ServerProcess } from './server-process.ts';

const signIn = (server: ServerProcess, password: string) =>
  fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'tekniker@demo.dk', password }),
  }).then((r) => r.status);

// Two app instances on one PostgreSQL database count sign-in failures together (the limiter's table is shared).
describe.each(backends.filter((b) => b === 'postgres'))(
  'two server processes on one %s database',
  { timeout: 180_000 },
  (backend) => {
    let database: TestDatabase;
    let servers: ServerProcess[] = [];
    beforeAll(async () => {
      database = await openTestDatabase(backend);
      const env = {
        DATABASE_URL: database.url!,
        SEED_DEMO: '0',
        WEB_DIST: '',
        JWT_SECRET: 'shared-secret-0123456789abcdef',
      };
      // One after the other: each runs the migrations at start.
      servers.push(await startServerProcess(env, await freePort()));
      servers.push(await startServerProcess(env, await freePort()));
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      servers = [];
      await database?.close();
    });

    it('share the per-email limit: 5 failures split across the two, then 429 on either', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      for (const server of [a, b, a, b, a]) expect(await signIn(server, 'forkert')).toBe(401);
      expect(await signIn(b, demoPassword)).toBe(429);
      expect(await signIn(a, demoPassword)).toBe(429);
    });
  },
);

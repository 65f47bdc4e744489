import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';
import { changeOf, openLiveStream } from './live-stream.ts';
import { freePort, gql, signInCookie, startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * Live updates across app processes (docs/decisions/0032-live-notifications.md): two servers on one PostgreSQL, a
 * change made through one pushed to a browser connected to the other, through LISTEN/NOTIFY. PostgreSQL only: PGlite
 * allows one process.
 */

const madsId = '5eed0000-0000-4000-8000-000000000002';
const createVisit = `mutation ($input: VisitInput!) { createVisit(input: $input) { id } }`;

describe.each(backends.filter((backend) => backend === 'postgres'))(
  'two server processes on one %s',
  { timeout: 180_000 },
  (backend) => {
    let t: TestDatabase;
    let servers: ServerProcess[] = [];
    let customerId: string;
    beforeAll(async () => {
      t = await openTestDatabase(backend);
      const env = { DATABASE_URL: t.url!, WEB_DIST: '', WORKER: '0' };
      servers = await Promise.all([
        startServerProcess(env, await freePort()),
        startServerProcess(env, await freePort()),
      ]);
      const [row] = await queryRows<{ id: string }>(t.database.db, sql`select id from customers limit 1`);
      customerId = row!.id;
    });
    afterAll(async () => {
      for (const server of servers) await server.stop();
      await t?.close();
    });

    it('pushes a notification made on one process to a stream on the other within a second', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const admin = await signInCookie(a.url, 'admin@demo.dk');
      const mads = await signInCookie(b.url, 'tekniker@demo.dk');
      const stream = await openLiveStream(b.url, mads);
      try {
        expect(stream.status).toBe(200);
        await stream.next((e) => e.event === 'ready');
        const delays: number[] = [];
        for (let i = 0; i < 5; i++) {
          const since = stream.events.length;
          const sent = performance.now();
          const created = await gql(a.url, admin, createVisit, {
            input: { customerId, description: `Live ${i}`, employeeIds: [madsId] },
          });
          expect(created.errors).toBeUndefined();
          delays.push((await stream.next(changeOf('notifications'), 1000, since)) - sent);
        }
        console.log(`live push across processes: ${delays.map((d) => d.toFixed(0)).join(', ')} ms`);
        expect(Math.max(...delays)).toBeLessThan(1000);
        const list = await gql(b.url, mads, 'query { notifications(unreadOnly: true) { unreadCount } }');
        expect(list.data!.notifications.unreadCount).toBeGreaterThanOrEqual(5);
      } finally {
        stream.close();
      }
    });

    it('listens again after losing its connection, telling the browsers to reload', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const admin = await signInCookie(a.url, 'admin@demo.dk');
      const mads = await signInCookie(b.url, 'tekniker@demo.dk');
      const stream = await openLiveStream(b.url, mads);
      try {
        await stream.next((e) => e.event === 'ready');
        // Both processes' LISTEN connections are cut, as a database restart or a network failure would.
        const cut = await queryRows<{ pid: number }>(
          t.database.db,
          sql`select pg_terminate_backend(pid) as pid from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
        );
        expect(cut.length).toBe(2);
        await stream.next((e) => e.event === 'change' && (e.data as { topic: string }).topic === 'all', 10_000);
        const since = stream.events.length;
        await gql(a.url, admin, createVisit, { input: { customerId, description: 'Efter', employeeIds: [madsId] } });
        await stream.next(changeOf('notifications'), 1000, since);
      } finally {
        stream.close();
      }
    });
  },
);

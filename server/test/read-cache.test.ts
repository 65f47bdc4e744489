import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burstCache, readCacheFor } from '../src/core/read-cache.ts';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { notifications, users } from '../src/db/tables/index.ts';
import {
  backends,
  createTestApp,
  graphql,
  openTestDatabase,
  signIn,
  type TestApp,
  type TestDatabase,
} from './harness.ts';
import { statementLog } from './statement-log.ts';

/** A read that counts how often it really ran: the cache's hits are the calls it did not run. */
function countingRead(db: TestDatabase['database']['db']) {
  let runs = 0;
  return {
    runs: () => runs,
    compute: async () => {
      runs += 1;
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notifications`);
      return row!.n;
    },
  };
}

describe.each(backends)('the burst cache on %s', (backend) => {
  let t: TestDatabase;
  let clock = 0;
  const cache = burstCache({ lifetimeMs: 2_000, now: () => clock });
  let adminId: string;

  beforeAll(async () => {
    t = await openTestDatabase(backend);
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.dk'));
    adminId = admin!.id;
  });
  afterAll(() => t.close());

  const addNotification = () =>
    t.database.db.insert(notifications).values({ companyId: demoCompanyId, userId: adminId, kind: 'test' });

  it('answers a repeated read from memory while nothing is written', async () => {
    const read = countingRead(t.database.db);
    const first = await cache.read(t.database.db, 'repeat', read.compute);
    const second = await cache.read(t.database.db, 'repeat', read.compute);
    expect(second).toBe(first);
    expect(read.runs()).toBe(1);
  });

  it('reads again after any write, whoever made it', async () => {
    const read = countingRead(t.database.db);
    const before = await cache.read(t.database.db, 'after-write', read.compute);
    // A write outside any request (as a job or a script makes one): the next read must see it.
    await addNotification();
    expect(await cache.read(t.database.db, 'after-write', read.compute)).toBe(before + 1);
    expect(read.runs()).toBe(2);
  });

  it('reads again once the entry has outlived the burst', async () => {
    const read = countingRead(t.database.db);
    await cache.read(t.database.db, 'lifetime', read.compute);
    clock += 2_000;
    await cache.read(t.database.db, 'lifetime', read.compute);
    expect(read.runs()).toBe(2);
  });

  it('neither serves nor keeps a read inside a transaction that has written', async () => {
    const read = countingRead(t.database.db);
    const outside = await cache.read(t.database.db, 'own-write', read.compute);
    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(notifications).values({ companyId: demoCompanyId, userId: adminId, kind: 'test' });
        const inside = countingRead(tx as never);
        expect(await cache.read(tx as never, 'own-write', inside.compute)).toBe(outside + 1);
        expect(await cache.read(tx as never, 'own-write', inside.compute)).toBe(outside + 1);
        expect(inside.runs()).toBe(2);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !error.message.includes('Rollback')) throw error;
      });
    expect(await cache.read(t.database.db, 'own-write', read.compute)).toBe(outside);
  });
});

const navigationCounts = `{ navigationCounts { unreadNotifications } }`;

describe('the sidebar counts on the embedded database', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await signIn(t.app, 'admin@demo.dk');
  });
  afterAll(() => t.close());

  it('are cached there, and each read runs on PostgreSQL', async () => {
    const runsOf = async (cache: ReturnType<typeof readCacheFor>) => {
      const read = countingRead(t.database.db);
      await cache.read(t.database.db, 'kind', read.compute);
      await cache.read(t.database.db, 'kind', read.compute);
      return read.runs();
    };
    expect(await runsOf(readCacheFor({ kind: 'pglite' }))).toBe(1);
    expect(await runsOf(readCacheFor({ kind: 'postgres' }))).toBe(2);
  });

  it('show a notification written by a job at the next read', async () => {
    const unread = async () =>
      (await graphql(t.app, admin, navigationCounts)).data!.navigationCounts.unreadNotifications as number;
    const before = await unread();
    expect(await unread()).toBe(before);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.dk'));
    await t.database.db.insert(notifications).values({ companyId: demoCompanyId, userId: row!.id, kind: 'test' });
    expect(await unread()).toBe(before + 1);
  });
});

describe('the session check on the embedded database', () => {
  const log = statementLog();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { logger: log.logger });
  });
  afterAll(() => t.close());

  const me = '{ me { email } }';
  /** The statements that read a session's user row (auth/session.ts's viewer query). */
  const sessionReads = () => log.statements.filter((text) => text.includes('"sessions"."jti"')).length;

  it('reads a session’s row once in a burst, again after any write, and a sign-out ends it at once', async () => {
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const before = sessionReads();
    expect((await graphql(t.app, cookie, me)).data!.me.email).toBe('admin@demo.dk');
    expect((await graphql(t.app, cookie, me)).data!.me.email).toBe('admin@demo.dk');
    expect(sessionReads() - before).toBe(1);
    // A write by anyone (here a job's notification) ends every entry.
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.dk'));
    await t.database.db.insert(notifications).values({ companyId: demoCompanyId, userId: row!.id, kind: 'test' });
    await graphql(t.app, cookie, me);
    expect(sessionReads() - before).toBe(2);
    // Signing out deletes the session's row: the very next request with the old cookie is refused.
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await graphql(t.app, cookie, me)).data?.me ?? null).toBeNull();
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { assertMigrated } from '../src/db/migrated.ts';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import { events, outbox } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { claimJobs, enqueue, holdClaim, RetryLater, type JobHandler, type NewJob } from '../src/jobs/queue.ts';
import { startWorker, type RunningWorker, type WorkerOptions } from '../src/jobs/worker.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';
import { waitFor } from './wait-for.ts';

/** The job queue in-process on each backend: transactions, once-only, retries, leases. */

const silent = { info() {}, warn() {}, error() {} };

describe.each(backends)('job queue on %s', (backend) => {
  let t: TestDatabase;
  let database: Database;
  const workers: RunningWorker[] = [];
  beforeAll(async () => {
    t = await openTestDatabase(backend);
    database = t.database;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => t?.close());

  /** Each test uses its own kind, so jobs of one test never reach another's workers. */
  let kindCounter = 0;
  const newKind = () => `test.${backend}.${++kindCounter}`;

  async function enqueueJobs(companyId: string, jobs: NewJob[]): Promise<string[]> {
    return withTenant(database.db, { companyId, userId: null }, async (tx) => {
      const ids: string[] = [];
      for (const job of jobs) ids.push(await enqueue({ db: tx, companyId }, job));
      return ids;
    });
  }

  async function worker(handlers: Record<string, JobHandler>, options: Partial<WorkerOptions> = {}) {
    const running = await startWorker({
      database,
      handlers,
      log: silent,
      pollMs: 20,
      leaseSeconds: 30,
      retryBaseMs: 100,
      ...options,
    });
    workers.push(running);
    return running;
  }

  const rowsOf = (kind: string) => database.db.select().from(outbox).where(eq(outbox.kind, kind));
  const deadRows = async (kind: string) => {
    const dead = (await rowsOf(kind)).filter((row) => row.deadAt !== null);
    return dead.length > 0 ? dead : null;
  };
  const allDone = (kind: string) => async () => (await rowsOf(kind)).every((row) => row.sentAt !== null);

  /** A job's database effect: an `events` row naming the job, written in the job's tenant transaction. */
  const recordEffect: JobHandler = async (scope, job) => {
    await scope.db.insert(events).values({ companyId: scope.companyId, kind: job.kind, payload: { jobId: job.id } });
  };
  const effectsOf = async (kind: string) =>
    (await database.db.select().from(events).where(eq(events.kind, kind))).map((row) => row.payload.jobId as string);

  it('enqueues nothing when the transaction that enqueued rolls back', async () => {
    const kind = newKind();
    const rolledBack = withTenant(database.db, { companyId: demoCompanyId, userId: null }, async (tx) => {
      await enqueue({ db: tx, companyId: demoCompanyId }, { kind });
      throw new Error('the change failed');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');
    expect(await rowsOf(kind)).toHaveLength(0);
    await enqueueJobs(demoCompanyId, [{ kind }]);
    expect(await rowsOf(kind)).toHaveLength(1);
  });

  it('does each job once, in its own company, with two workers taking from one queue', async () => {
    const kind = newKind();
    const runs: { jobId: string; scopeCompany: string; workerId: string }[] = [];
    const handler =
      (name: string): JobHandler =>
      async (scope, job) => {
        runs.push({ jobId: job.id, scopeCompany: scope.companyId, workerId: name });
        await recordEffect(scope, job);
      };
    const ids = [
      ...(await enqueueJobs(
        demoCompanyId,
        Array.from({ length: 20 }, () => ({ kind })),
      )),
      ...(await enqueueJobs(
        otherCompanyId,
        Array.from({ length: 20 }, () => ({ kind })),
      )),
    ];
    await Promise.all([
      worker({ [kind]: handler('a') }, { batchSize: 4 }),
      worker({ [kind]: handler('b') }, { batchSize: 4 }),
    ]);
    await waitFor(allDone(kind), 30_000, 'every job done');

    expect(runs.map((run) => run.jobId).sort()).toEqual([...ids].sort());
    expect((await effectsOf(kind)).sort()).toEqual([...ids].sort());
    const rows = await rowsOf(kind);
    expect(rows.every((row) => row.attempts === 1 && row.lockedBy === null && row.deadAt === null)).toBe(true);
    // The work ran in the job's company: row-level security let the effect's insert through only there.
    const companyOf = new Map(rows.map((row) => [row.id, row.companyId]));
    expect(runs.every((run) => run.scopeCompany === companyOf.get(run.jobId))).toBe(true);
  });

  it("rolls back a failed attempt's effect, retries with backoff and ends dead after its attempts", async () => {
    const kind = newKind();
    const attemptsAt: number[] = [];
    const failing: JobHandler = async (scope, job) => {
      attemptsAt.push(Date.now());
      await recordEffect(scope, job);
      throw new Error(`attempt ${job.attempts} failed`);
    };
    const [id] = await enqueueJobs(demoCompanyId, [{ kind, maxAttempts: 3 }]);
    await worker({ [kind]: failing }, { retryBaseMs: 200 });
    const [dead] = await waitFor(async () => deadRows(kind), 30_000, 'the job dead');
    expect(dead).toMatchObject({ id, attempts: 3, sentAt: null, lockedBy: null, lastError: 'attempt 3 failed' });
    expect(attemptsAt).toHaveLength(3);
    // Backoff: 200 ms before the second attempt, 400 ms before the third.
    expect(attemptsAt[1]! - attemptsAt[0]!).toBeGreaterThanOrEqual(190);
    expect(attemptsAt[2]! - attemptsAt[1]!).toBeGreaterThanOrEqual(390);
    expect(await effectsOf(kind)).toEqual([]);
  });

  it('keeps the effect of the attempt that succeeds, once', async () => {
    const kind = newKind();
    const flaky: JobHandler = async (scope, job) => {
      await recordEffect(scope, job);
      if (job.attempts === 1) throw new Error('first attempt fails after its effect');
    };
    const [id] = await enqueueJobs(demoCompanyId, [{ kind }]);
    await worker({ [kind]: flaky }, { retryBaseMs: 50 });
    await waitFor(allDone(kind), 20_000, 'the job done');
    expect(await effectsOf(kind)).toEqual([id]);
    expect((await rowsOf(kind))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('brings a job told to come back later (RetryLater) back after its delay, without using up an attempt', async () => {
    const kind = newKind();
    const runsAt: number[] = [];
    const busy: JobHandler = async (scope, job) => {
      runsAt.push(Date.now());
      await recordEffect(scope, job);
      if (runsAt.length < 3) throw new RetryLater('busy: come back later', 300);
    };
    const [id] = await enqueueJobs(demoCompanyId, [{ kind, maxAttempts: 1 }]);
    await worker({ [kind]: busy }, { retryBaseMs: 10 });
    await waitFor(allDone(kind), 20_000, 'the job done');
    // Told twice to wait (one attempt allowed): neither counted, each waited the delay asked for, not the backoff.
    expect(runsAt).toHaveLength(3);
    expect(runsAt[1]! - runsAt[0]!).toBeGreaterThanOrEqual(290);
    expect(runsAt[2]! - runsAt[1]!).toBeGreaterThanOrEqual(290);
    expect((await rowsOf(kind))[0]).toMatchObject({ attempts: 1, deadAt: null, lastError: null });
    expect(await effectsOf(kind)).toEqual([id]);
  });

  /** A job claimed by a worker that then died: enqueued and claimed in one transaction, so no live worker sees it first. */
  async function claimedByKilledWorker(kind: string, options: { leaseSeconds: number; maxAttempts?: number }) {
    return database.db.transaction(async (tx) => {
      await tx.insert(outbox).values({ companyId: demoCompanyId, kind, maxAttempts: options.maxAttempts ?? 5 });
      const claimed = await claimJobs(tx, {
        workerId: 'killed-worker',
        kinds: [kind],
        limit: 1,
        leaseSeconds: options.leaseSeconds,
      });
      return claimed[0]!;
    });
  }

  it('takes a job again once the lease of a worker that died with it has run out, and the dead worker cannot finish it', async () => {
    const kind = newKind();
    const ran: { jobId: string; attempts: number; at: number }[] = [];
    const handler: JobHandler = async (scope, job) => {
      ran.push({ jobId: job.id, attempts: job.attempts, at: Date.now() });
      await recordEffect(scope, job);
    };
    // The live worker starts first: on PGlite a starting worker frees every lease (tested below).
    await worker({ [kind]: handler });
    const claimed = await claimedByKilledWorker(kind, { leaseSeconds: 1 });
    const [held] = await rowsOf(kind);
    await waitFor(allDone(kind), 20_000, 'the job done after the lease');
    expect(ran).toHaveLength(1);
    expect(ran[0]!.attempts).toBe(2);
    expect(ran[0]!.at).toBeGreaterThanOrEqual(held!.lockedUntil!.getTime() - 5);
    expect(await effectsOf(kind)).toEqual([claimed.id]);
    // The dead worker, come back, no longer holds its claim.
    const stillHeld = await withTenant(database.db, { companyId: demoCompanyId, userId: null }, (tx) =>
      holdClaim({ db: tx, companyId: demoCompanyId }, claimed, 'killed-worker'),
    );
    expect(stillHeld).toBe(false);
  });

  it('gives up on a job whose worker died during its last attempt, once the lease has run out', async () => {
    const kind = newKind();
    const ran: string[] = [];
    await worker({ [kind]: async (_scope, job) => void ran.push(job.id) });
    const claimed = await claimedByKilledWorker(kind, { leaseSeconds: 1, maxAttempts: 1 });
    const [dead] = await waitFor(async () => deadRows(kind), 20_000, 'the job dead');
    expect(dead).toMatchObject({ id: claimed.id, attempts: 1, sentAt: null, lockedBy: null });
    expect(dead!.lastError).toMatch(/stopped during the last attempt/);
    expect(ran).toEqual([]);
  });

  it('waits for a scheduled job until its time', async () => {
    const kind = newKind();
    const ran: number[] = [];
    const runAfter = new Date(Date.now() + 600);
    await enqueueJobs(demoCompanyId, [{ kind, runAfter }]);
    await worker({ [kind]: async () => void ran.push(Date.now()) });
    await waitFor(allDone(kind), 20_000, 'the scheduled job done');
    expect(ran).toHaveLength(1);
    expect(ran[0]!).toBeGreaterThanOrEqual(runAfter.getTime() - 5);
  });

  it('leaves jobs of kinds it has no handler for', async () => {
    const kind = newKind();
    const unknownKind = newKind();
    await enqueueJobs(demoCompanyId, [{ kind: unknownKind }, { kind }]);
    await worker({ [kind]: async () => {} });
    await waitFor(allDone(kind), 20_000, 'the known job done');
    expect(await rowsOf(unknownKind)).toMatchObject([{ attempts: 0, sentAt: null, lockedBy: null }]);
  });

  it('on stop, finishes the job in hand and gives back the claimed jobs it has not started', async () => {
    const kind = newKind();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const handler: JobHandler = async (scope, job) => {
      started++;
      await released;
      await recordEffect(scope, job);
    };
    const [first, ...rest] = await enqueueJobs(
      demoCompanyId,
      Array.from({ length: 3 }, (_, i) => ({ kind, runAfter: new Date(Date.now() - 1000 * (3 - i)) })),
    );
    const running = await worker({ [kind]: handler }, { batchSize: 3 });
    await waitFor(() => started === 1, 20_000, 'the first job started');
    const stopped = running.stop();
    release();
    await stopped;
    expect(await effectsOf(kind)).toEqual([first]);
    const rows = await rowsOf(kind);
    expect(
      rows
        .filter((row) => row.sentAt === null)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...rest].sort());
    expect(rows.filter((row) => row.sentAt === null).every((row) => row.attempts === 0 && row.lockedBy === null)).toBe(
      true,
    );
  });

  it('refuses a worker process while the database lacks the last migration', async () => {
    await expect(assertMigrated(database)).resolves.toBeUndefined();
    const table = sql`drizzle.__drizzle_migrations`;
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      database.db,
      sql`select id, hash, created_at::text from ${table} order by created_at desc limit 1`,
    );
    await database.db.execute(sql`delete from ${table} where id = ${last!.id}`);
    try {
      await expect(assertMigrated(database)).rejects.toThrow(/not migrated to 0\d+_\w+ yet/);
    } finally {
      await database.db.execute(
        sql`insert into ${table} (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at}::bigint)`,
      );
    }
  });

  it('refuses a worker process on a database never migrated', async () => {
    await database.db.execute(sql`alter schema drizzle rename to drizzle_aside`);
    try {
      await expect(assertMigrated(database)).rejects.toThrow(/not migrated to 0\d+_\w+ yet: start the server/);
    } finally {
      await database.db.execute(sql`alter schema drizzle_aside rename to drizzle`);
    }
  });

  // Only where one process holds the database: on PostgreSQL another worker may hold those leases.
  if (backend === 'pglite')
    it('on the embedded database, frees at start the leases a killed process left (no other process can hold them)', async () => {
      const kind = newKind();
      const claimed = await claimedByKilledWorker(kind, { leaseSeconds: 3600 });
      await worker({ [kind]: recordEffect });
      await waitFor(allDone(kind), 20_000, 'the job done without waiting an hour');
      expect(await effectsOf(kind)).toEqual([claimed.id]);
    });
});

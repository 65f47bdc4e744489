import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { CompanyScope } from '../core/scope.ts';
import type { Db } from '../db/client.ts';
import { byCompanyKeys } from '../db/sql.ts';
import { outbox } from '../db/tables/index.ts';

/**
 * The job queue on the `outbox` table (docs/decisions/0008-job-queue.md). A job is enqueued in the transaction of
 * the change that causes it, claimed by one worker for a lease, and completed in the same transaction as its
 * database effect. Claiming crosses companies, so it runs on the owner connection; a job's work runs in its
 * company's tenant transaction (jobs/worker.ts).
 */

export interface Job {
  id: string;
  companyId: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This claim's number (1 on the first run). */
  attempts: number;
  maxAttempts: number;
  runAfter: Date;
}

/** A job's work: runs in its company's tenant transaction (`scope.db`) and calls a module's operation. */
export type JobHandler = (scope: CompanyScope, job: Job) => Promise<void>;

/**
 * What a kind of job records after a failed attempt, once its work has rolled back (the email log's failed and dead).
 * Owner connection: the failure is recorded outside the job's transaction, which is gone.
 */
export type JobFailureHandler = (db: Db, failure: JobFailure) => Promise<void>;

export interface JobFailure {
  companyId: string;
  jobId: string;
  kind: string;
  attempts: number;
  error: string;
  /** No attempt is left: the job is dead. */
  dead: boolean;
  /** What the attempt threw, for a kind that records more than the message (absent for a worker that died). */
  thrown?: unknown;
}

/**
 * Thrown by a job that was told to come back later (e-conomic's 429 with Retry-After): the job is due again after
 * `delayMs` and the attempt is given back, so a busy partner does not use up the job's attempts.
 */
export class RetryLater extends Error {
  override readonly name = 'RetryLater';
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this time (a scheduled job); now when left out. */
  runAfter?: Date;
  maxAttempts?: number;
}

/** Enqueues in the scope's transaction: the job exists only if the change that caused it commits. */
export async function enqueue(scope: CompanyScope, job: NewJob): Promise<string> {
  const [row] = await scope.db
    .insert(outbox)
    .values({
      companyId: scope.companyId,
      kind: job.kind,
      payload: job.payload ?? {},
      ...(job.runAfter ? { runAfter: job.runAfter } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .returning({ id: outbox.id });
  return row!.id;
}

const pending = and(isNull(outbox.sentAt), isNull(outbox.deadAt));
const leaseFree = or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`));

/**
 * Takes up to `limit` due jobs of the given kinds for `workerId`, for `leaseSeconds`. `for update skip locked`:
 * workers claiming at once each get other rows, and a job another worker is running (its row locked) is skipped.
 * Owner connection. Kinds this worker has no handler for stay for one that has.
 */
export async function claimJobs(
  db: Db,
  options: { workerId: string; kinds: string[]; limit: number; leaseSeconds: number },
): Promise<Job[]> {
  if (options.kinds.length === 0) return [];
  const due = db
    .select({ companyId: outbox.companyId, id: outbox.id })
    .from(outbox)
    .where(
      and(
        pending,
        leaseFree,
        lte(outbox.runAfter, sql`now()`),
        lt(outbox.attempts, outbox.maxAttempts),
        inArray(outbox.kind, options.kinds),
      ),
    )
    .orderBy(asc(outbox.runAfter))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lockedBy: options.workerId,
      lockedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
    })
    .where(byCompanyKeys(outbox, due))
    .returning({
      id: outbox.id,
      companyId: outbox.companyId,
      kind: outbox.kind,
      payload: outbox.payload,
      attempts: outbox.attempts,
      maxAttempts: outbox.maxAttempts,
      runAfter: outbox.runAfter,
    });
  // `returning` keeps no order: the oldest due first.
  return claimed.sort((a, b) => a.runAfter.getTime() - b.runAfter.getTime());
}

/** The claim still holds: this worker's, this attempt, not done. A worker whose lease ran out finds it taken. */
const heldBy = (job: Job, workerId: string) =>
  and(
    eq(outbox.companyId, job.companyId),
    eq(outbox.id, job.id),
    eq(outbox.lockedBy, workerId),
    eq(outbox.attempts, job.attempts),
    pending,
  );

/**
 * In the job's tenant transaction, before its work: locks the row (so no other worker claims it while the work
 * runs, whatever the lease) and says whether the claim still holds.
 */
export async function holdClaim(scope: CompanyScope, job: Job, workerId: string): Promise<boolean> {
  const rows = await scope.db.select({ id: outbox.id }).from(outbox).where(heldBy(job, workerId)).for('update');
  return rows.length > 0;
}

/**
 * Marks a job done, in the transaction of its database effect: both commit or neither does. Doing it again is
 * harmless (a module operation may mark its own job, and the worker marks every job it ran).
 */
export async function completeJob(scope: CompanyScope, jobId: string): Promise<void> {
  await scope.db
    .update(outbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lockedBy: null, lastError: null })
    .where(and(eq(outbox.id, jobId), isNull(outbox.sentAt)));
}

/** Exponential backoff: base, 2×base, 4×base, … at most an hour. */
export const backoffMs = (baseMs: number, attempts: number) => Math.min(baseMs * 2 ** (attempts - 1), 3600_000);

/**
 * After a failed attempt (its work rolled back): due again after the backoff, or dead once it has had
 * `maxAttempts`. Owner connection. Returns whether the job is now dead.
 */
export async function failJob(
  db: Db,
  job: Job,
  options: { workerId: string; error: string; retryBaseMs: number },
): Promise<boolean> {
  const dead = job.attempts >= job.maxAttempts;
  const delay = backoffMs(options.retryBaseMs, job.attempts);
  await db
    .update(outbox)
    .set({
      lockedUntil: null,
      lockedBy: null,
      lastError: options.error.slice(0, 1000),
      ...(dead ? { deadAt: sql`now()` } : { runAfter: sql`now() + make_interval(secs => ${delay / 1000})` }),
    })
    .where(heldBy(job, options.workerId));
  return dead;
}

/**
 * After an attempt that was told to come back later (RetryLater): due again after `delayMs`, the attempt not counted.
 * Owner connection.
 */
export async function rescheduleJob(
  db: Db,
  job: Job,
  options: { workerId: string; error: string; delayMs: number },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      lockedUntil: null,
      lockedBy: null,
      attempts: sql`${outbox.attempts} - 1`,
      lastError: options.error.slice(0, 1000),
      runAfter: sql`now() + make_interval(secs => ${options.delayMs / 1000})`,
    })
    .where(heldBy(job, options.workerId));
}

/**
 * Jobs whose last attempt's lease ran out (the worker died on it, maybe because of it) are dead, not retried
 * forever. Rows a worker is running (locked) are skipped. Owner connection.
 */
export async function buryExpiredLastAttempts(db: Db): Promise<JobFailure[]> {
  const expired = db
    .select({ companyId: outbox.companyId, id: outbox.id })
    .from(outbox)
    .where(
      and(
        pending,
        isNotNull(outbox.lockedUntil),
        lt(outbox.lockedUntil, sql`now()`),
        sql`${outbox.attempts} >= ${outbox.maxAttempts}`,
      ),
    )
    .for('update', { skipLocked: true });
  const buried = await db
    .update(outbox)
    .set({
      deadAt: sql`now()`,
      lockedUntil: null,
      lockedBy: null,
      lastError: sql`coalesce(${outbox.lastError}, 'the worker stopped during the last attempt')`,
    })
    .where(byCompanyKeys(outbox, expired))
    .returning({
      companyId: outbox.companyId,
      jobId: outbox.id,
      kind: outbox.kind,
      attempts: outbox.attempts,
      error: outbox.lastError,
    });
  return buried.map((job) => ({ ...job, error: job.error ?? '', dead: true }));
}

/**
 * Gives back jobs a worker claimed but never started (it is stopping), as if never claimed: another worker
 * takes them at once instead of after the lease. Owner connection.
 */
export async function releaseJobs(db: Db, jobs: Job[], workerId: string): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .update(outbox)
    .set({ lockedUntil: null, lockedBy: null, attempts: sql`${outbox.attempts} - 1` })
    .where(and(byCompanyKeys(outbox, jobs), eq(outbox.lockedBy, workerId), pending));
}

/**
 * Every lease, released: only for the embedded database at start, where the data-dir lock means no other process
 * runs jobs, so a lease left is one a killed process held. Owner connection.
 */
export async function releaseAllLeases(db: Db): Promise<void> {
  await db
    .update(outbox)
    .set({ lockedUntil: null, lockedBy: null })
    .where(and(pending, isNotNull(outbox.lockedUntil)));
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BaseLogger } from 'pino';
import type { Database } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import {
  buryExpiredLastAttempts,
  claimJobs,
  completeJob,
  failJob,
  holdClaim,
  releaseAllLeases,
  releaseJobs,
  rescheduleJob,
  RetryLater,
  type Job,
  type JobFailure,
  type JobFailureHandler,
  type JobHandler,
} from './queue.ts';

export interface WorkerOptions {
  database: Database;
  /** What each kind of job does; kinds without a handler are left for a worker that has one. */
  handlers: Record<string, JobHandler>;
  log: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
  /** How long to wait when no job was due. */
  pollMs: number;
  /** How long a claim lasts: a job whose worker died is taken again after this. */
  leaseSeconds: number;
  /** The first retry's delay; each further one doubles. */
  retryBaseMs: number;
  /** Jobs taken per claim. */
  batchSize?: number;
  /** What a kind records after a failed attempt or when it dies (owner connection); optional per kind. */
  onFailure?: Record<string, JobFailureHandler>;
  /**
   * The recurring schedule (server/src/jobs/schedule.ts): called on the owner connection before each claim, each
   * enqueues the jobs of its time that are not there yet (a nightly run), doubling none across app instances.
   */
  schedules?: ((db: Database['db']) => Promise<void>)[];
}

export interface RunningWorker {
  id: string;
  /** Finishes the job in hand, gives back the claimed ones not started, and resolves once the loop has ended. */
  stop(): Promise<void>;
}

/**
 * Runs jobs until stopped: claims a batch, runs each in its company's tenant transaction, and completes it there.
 * One job at a time: on the embedded database every job's transaction takes the one connection from requests.
 */
export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const { database, handlers, log } = options;
  const db = database.db;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const kinds = Object.keys(handlers);
  if (database.kind === 'pglite') await releaseAllLeases(db);

  let stopping = false;
  let wake: (() => void) | null = null;

  async function run(job: Job): Promise<void> {
    const handler = handlers[job.kind]!;
    try {
      const ran = await withTenant(db, { companyId: job.companyId, userId: null }, async (tx) => {
        const scope = { db: tx, companyId: job.companyId };
        if (!(await holdClaim(scope, job, id))) return false;
        await handler(scope, job);
        await completeJob(scope, job.id);
        return true;
      });
      if (!ran) log.warn({ jobId: job.id, kind: job.kind }, 'job taken by another worker after its lease ran out');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RetryLater) {
        await rescheduleJob(db, job, { workerId: id, error: message, delayMs: error.delayMs });
        await recordFailure({
          companyId: job.companyId,
          jobId: job.id,
          kind: job.kind,
          attempts: job.attempts,
          error: message,
          dead: false,
          thrown: error,
        });
        log.warn({ jobId: job.id, kind: job.kind, delayMs: error.delayMs }, 'job told to come back later');
        return;
      }
      const dead = await failJob(db, job, { workerId: id, error: message, retryBaseMs: options.retryBaseMs });
      await recordFailure({
        companyId: job.companyId,
        jobId: job.id,
        kind: job.kind,
        attempts: job.attempts,
        error: message,
        dead,
        thrown: error,
      });
      const entry = { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error };
      if (dead) log.error(entry, 'job failed for the last time: dead');
      else log.warn(entry, 'job failed: will retry');
    }
  }

  /** The kind's own record of a failure; its own failure is logged, the job's state stands. */
  async function recordFailure(failure: JobFailure): Promise<void> {
    try {
      await options.onFailure?.[failure.kind]?.(db, failure);
    } catch (error) {
      log.error({ jobId: failure.jobId, kind: failure.kind, err: error }, 'recording a job failure failed');
    }
  }

  const batchSize = options.batchSize ?? 10;

  /** Claims and runs one batch; returns how many jobs it took. */
  async function runBatch(): Promise<number> {
    try {
      const buried = await buryExpiredLastAttempts(db);
      if (buried.length > 0)
        log.error({ count: buried.length }, 'jobs dead: their worker stopped during the last attempt');
      for (const failure of buried) await recordFailure(failure);
      for (const schedule of options.schedules ?? []) await schedule(db);
      const claimed = await claimJobs(db, {
        workerId: id,
        kinds,
        limit: batchSize,
        leaseSeconds: options.leaseSeconds,
      });
      const took = claimed.length;
      while (claimed.length > 0 && !stopping) await run(claimed.shift()!);
      if (claimed.length > 0) await releaseJobs(db, claimed, id);
      return took;
    } catch (error) {
      // The database away or restarting: say so, and try again after the poll interval.
      log.error({ err: error }, 'job worker: claiming failed');
      return 0;
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      const took = await runBatch();
      // A full batch may mean more are due: claim again at once; otherwise wait for the next poll.
      if (took < batchSize && !stopping) await idle();
    }
  }

  function idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  const running = loop();
  log.info({ workerId: id, kinds }, 'job worker started');
  return {
    id,
    async stop() {
      stopping = true;
      wake?.();
      await running;
      log.info({ workerId: id }, 'job worker stopped');
    },
  };
}

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, tenantColumns } from './common.ts';

/**
 * The job queue (server/src/jobs): work for outside a request (mail now), written in the transaction of the change
 * that causes it and done by a worker. A row is pending until `sent_at` (done) or `dead_at` (gave up); a worker
 * holds it while `locked_until` is ahead (the lease: a job whose worker died is picked up again after it).
 */
export const outbox = pgTable(
  'outbox',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Claims so far: counted when a worker takes the job, so a job that kills its worker also runs out. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not before: a scheduled job, or the backoff after a failed attempt. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The worker holding the job; with `attempts` it names the claim, so a worker whose lease ran out cannot complete. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** When the job was done (a mail: when it was sent). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the job gave up after `max_attempts`. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [
    companyPrimaryKey(t),
    index('outbox_due_idx')
      .on(t.runAfter)
      .where(sql`${t.sentAt} is null and ${t.deadAt} is null`),
  ],
);

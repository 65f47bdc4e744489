import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { outbox } from '../src/db/tables/index.ts';
import { serviceRemindersNightlyJobKind } from '../src/modules/service-reminders/nightly-job.ts';
import { waitFor } from './wait-for.ts';

/**
 * The company's nightly reminder job, once the workers' schedule has added it, made due now: it runs at 02:00
 * Copenhagen time, so between midnight and two the day's run still lies ahead, and a test run then would wait for it.
 */
export async function nightArrives(db: Db, companyId: string): Promise<void> {
  const nightly = and(eq(outbox.companyId, companyId), eq(outbox.kind, serviceRemindersNightlyJobKind));
  await waitFor(async () => (await db.$count(outbox, nightly)) > 0, 30_000, 'the nightly job scheduled');
  await db
    .update(outbox)
    .set({ runAfter: sql`now()` })
    .where(and(nightly, gt(outbox.runAfter, sql`now()`)));
}

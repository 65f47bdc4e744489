import { sql } from 'drizzle-orm';
import { localDay, nightlyRunAt } from '@servio/domain';
import { z } from 'zod';
import type { CompanyScope } from '../../core/scope.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { runServiceReminders } from './run-service-reminders.ts';

/** The outbox kind of a company's nightly reminder run; its payload names the local day. */
export const serviceRemindersNightlyJobKind = 'service_reminders_nightly';

const payloadSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** The nightly job: the company's run for its day, in its tenant transaction (what "Kør nu" runs too). */
export async function runServiceRemindersNightlyJob(scope: CompanyScope, payload: unknown): Promise<void> {
  const { day } = payloadSchema.parse(payload);
  await runServiceReminders(scope, { today: day });
}

/** Any 32-bit number of our own: the lock that keeps two app instances from scheduling the same night twice. */
const scheduleLockKey = 18_0001;

/**
 * The recurring schedule: for each company with equipment, one nightly job per local day (Europe/Copenhagen), due at
 * 02:00 (at once when the day's 02:00 has passed, so a server started in the morning still runs the day). Owner
 * connection, in a transaction holding an advisory lock: a second app instance waits, then finds the jobs there, so
 * a day's job exists once per company. (Were it doubled anyway, the reminders' unique (unit, due date) still sends
 * each once.) Returns how many jobs it added.
 */
export async function scheduleServiceReminderNights(db: Db, now = new Date()): Promise<number> {
  const day = localDay(now);
  const runAt = nightlyRunAt(day);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${scheduleLockKey})`);
    const rows = await queryRows<{ n: number }>(
      tx as unknown as Db,
      sql`with added as (
        insert into outbox (company_id, kind, payload, run_after)
        select c.id, ${serviceRemindersNightlyJobKind}, jsonb_build_object('day', ${day}::text), ${runAt.toISOString()}::timestamptz
        from companies c
        where exists (select 1 from materials m where m.company_id = c.id)
          and not exists (
            select 1 from outbox o
            where o.company_id = c.id and o.kind = ${serviceRemindersNightlyJobKind} and o.payload->>'day' = ${day})
        returning 1)
      select count(*)::int as n from added`,
    );
    return Number(rows[0]?.n ?? 0);
  });
}

/**
 * The worker's tick for the schedule: at most one look per local day per process once that day's jobs exist (the
 * lookup reads the outbox), and again at the next day. A failure is tried at the next tick.
 */
export function serviceReminderSchedule() {
  let scheduledDay: string | null = null;
  return async (db: Db, now = new Date()): Promise<void> => {
    const day = localDay(now);
    if (day === scheduledDay) return;
    await scheduleServiceReminderNights(db, now);
    scheduledDay = day;
  };
}

import { sql } from 'drizzle-orm';
import { localDay } from '@servio/domain';
import type { CompanyScope } from '../../core/scope.ts';
import { findCompany } from '../company/index.ts';
import { insertDueReminders, skipStaleReminders } from './due-reminders.ts';
import { planReminders, reminderCandidates, type PlannedReminders } from './reminder-candidates.ts';
import { nightlySender, sendPlannedReminders, type ReminderSender } from './send-reminders.ts';
import { createServiceVisits } from './service-visits.ts';

export interface ServiceReminderRun {
  /** Reminders made for units that fell due. */
  created: number;
  /** Reminders sent (automatic mode). */
  sent: number;
  /** Service visits made (createServiceVisits). */
  visits: number;
  /** Reminders not sent, and why (automatic mode: a customer without email). */
  skipped: PlannedReminders['skipped'];
}

/**
 * The nightly run of one company, in its tenant transaction (the nightly job, or an administrator's "Kør nu"): the
 * reminders that no longer stand are skipped, the units due by `today` plus the company's days get a pending
 * reminder each (set-based, once per unit and due date), service visits are made when the company wants them, and
 * in automatic mode every pending reminder is sent. Run twice it sends nothing twice: the second finds the
 * reminders made and their mails queued.
 */
export async function runServiceReminders(
  scope: CompanyScope,
  options: { today?: string; runBy?: ReminderSender } = {},
): Promise<ServiceReminderRun> {
  const today = options.today ?? localDay(new Date());
  const sender = options.runBy ?? nightlySender;
  // The run fills tables that may have been near empty when this connection last planned the foreign-key checks on
  // them (the outbox, the email log, the reminders): PostgreSQL keeps such a check's generic plan, a sequential scan
  // of a table of no pages, for the connection's life. Custom plans see the table as it is now: the first night of
  // 500 companies' reminders took 38.7 s on PostgreSQL with the kept plans and 7.8 s without
  // (bench/service-reminders.bench.ts).
  await scope.db.execute(sql`set local plan_cache_mode = force_custom_plan`);
  const company = await findCompany(scope);
  await skipStaleReminders(scope);
  const created = await insertDueReminders(scope, today);
  const visits = company.createServiceVisits ? await createServiceVisits(scope, sender.actorUserId) : 0;
  if (company.serviceReminderMode !== 'automatic') return { created, sent: 0, visits, skipped: [] };
  const plan = planReminders(await reminderCandidates(scope, sql`r.state = 'pending'`, { lock: true }));
  const sent = await sendPlannedReminders(scope, plan, sender, company);
  return { created, sent, visits, skipped: plan.skipped };
}

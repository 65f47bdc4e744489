import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { planReminders, reminderCandidates, type PlannedReminders } from './reminder-candidates.ts';
import { idArray, sendPlannedReminders } from './send-reminders.ts';

const reminderIdsSchema = z.object({ reminderIds: z.array(z.string().uuid()).min(1, 'required').max(5000, 'tooMany') });

export interface ServiceReminderOutcome {
  /** Reminders sent (or, for the check, that would be). */
  count: number;
  /** The reminders left out, and why. */
  skipped: PlannedReminders['skipped'];
}

const idsIn = (ids: string[]) => sql`r.id = any(${idArray([...new Set(ids)])})`;

/** How many of the reminders would be sent now, and why the others would not: the count before "Send påmindelser". */
export async function checkServiceReminders(scope: TenantScope, input: unknown): Promise<ServiceReminderOutcome> {
  const { reminderIds } = parseInput(reminderIdsSchema, input, 'input');
  const plan = planReminders(await reminderCandidates(scope, idsIn(reminderIds), { lock: false }), reminderIds);
  return { count: plan.planned.length, skipped: plan.skipped };
}

/**
 * Sends the chosen reminders the rules allow (service on, still due, not sent, an email), in one transaction with
 * the rows locked; the rest are skipped with their reason. A retry after a lost answer sends nothing twice: the
 * reminders are queued by then.
 */
export async function sendServiceReminders(scope: TenantScope, input: unknown): Promise<ServiceReminderOutcome> {
  const { reminderIds } = parseInput(reminderIdsSchema, input, 'input');
  const plan = planReminders(await reminderCandidates(scope, idsIn(reminderIds), { lock: true }), reminderIds);
  // Each mail is in the email log, with who sent it on the reminder (sent_by).
  const count = await sendPlannedReminders(scope, plan, auditActor(scope));
  return { count, skipped: plan.skipped };
}

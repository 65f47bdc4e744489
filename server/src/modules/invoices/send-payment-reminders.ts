import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  dateString,
  parseDate,
  paymentRemindersInputSchema,
  reminderInterestOre,
  reminderLimits,
  reminderRefusal,
} from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { companies, customers, invoiceReminders, invoices } from '../../db/tables/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { invoiceToday } from './issue-invoice.ts';
import { sameCompany } from '../../db/sql.ts';

/** The outbox kind that makes a reminder's PDF and mails it. */
export const paymentReminderJobKind = 'payment_reminder';

export type ReminderSkipReason =
  'reminder.notOverdue' | 'reminder.tooMany' | 'reminder.tooSoon' | 'reminder.noEmail' | 'reminder.notFound';

export interface PaymentReminderOutcome {
  /** Reminders sent (or, for the check, that would be). */
  count: number;
  /** The invoices left out, and why. */
  skipped: { invoiceId: string; number: number | null; reason: ReminderSkipReason }[];
}

interface Planned {
  invoiceId: string;
  number: number;
  total: number;
  dueDate: string;
  reminderCount: number;
  email: string;
}

/**
 * Which of the invoices may be reminded today, and why the rest may not (the rules of renteloven § 9 b in
 * domain/payment-reminder.ts, and an email to send it to): one query, the rows locked when `lock` (the send).
 */
async function planReminders(scope: TenantScope, invoiceIds: string[], lock: boolean) {
  const today = invoiceToday();
  const query = scope.db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      state: invoices.state,
      number: invoices.number,
      // What is owed: the invoice less what credit notes took off it.
      total: sql<number>`(${invoices.total} - ${invoices.creditedTotal})::int`.mapWith(Number),
      dueDate: invoices.dueDate,
      reminderCount: invoices.reminderCount,
      lastReminderOn: invoices.lastReminderOn,
      email: customers.email,
    })
    .from(invoices)
    .innerJoin(customers, sameCompany(customers, invoices, eq(customers.id, invoices.customerId)))
    .where(inArray(invoices.id, [...new Set(invoiceIds)]))
    .orderBy(invoices.number);
  const rows = lock ? await query.for('update', { of: invoices }) : await query;
  const planned: Planned[] = [];
  const skipped: PaymentReminderOutcome['skipped'] = [];
  for (const row of rows) {
    const refusal = reminderRefusal(row, today) ?? (row.email ? null : 'reminder.noEmail');
    if (refusal) skipped.push({ invoiceId: row.id, number: row.number, reason: refusal });
    else planned.push({ ...row, invoiceId: row.id, number: row.number!, dueDate: row.dueDate!, email: row.email! });
  }
  const found = new Set(rows.map((r) => r.id));
  for (const id of new Set(invoiceIds)) {
    if (!found.has(id)) skipped.push({ invoiceId: id, number: null, reason: 'reminder.notFound' });
  }
  return { today, planned, skipped };
}

/** How many of the invoices would get a reminder now, and why the others would not: the count before sending. */
export async function checkPaymentReminders(scope: TenantScope, input: unknown): Promise<PaymentReminderOutcome> {
  const data = parseInput(paymentRemindersInputSchema, input, 'input');
  const { planned, skipped } = await planReminders(scope, data.invoiceIds, false);
  return { count: planned.length, skipped };
}

/**
 * Sends a payment reminder for each of the invoices the rules allow, in one transaction: the reminder (its number,
 * the company's fee, the interest to date when the company charges it, the deadline 10 days on, the total owed),
 * the invoice's count and day of its last reminder, and a payment_reminder job that makes the PDF and mails it.
 * The rest are skipped with their reason. A retry after a lost answer sends nothing twice: the invoices were
 * reminded today, and the next is 10 days off.
 */
export async function sendPaymentReminders(scope: TenantScope, input: unknown): Promise<PaymentReminderOutcome> {
  const data = parseInput(paymentRemindersInputSchema, input, 'input');
  const { today, planned, skipped } = await planReminders(scope, data.invoiceIds, true);
  if (planned.length === 0) return { count: 0, skipped };
  const [company] = await scope.db
    .select({
      reminderFee: companies.reminderFee,
      reminderInterest: companies.reminderInterest,
      referenceRateBp: companies.referenceRateBp,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const ids = planned.map((p) => p.invoiceId);
  const earlier = await scope.db
    .select({
      invoiceId: invoiceReminders.invoiceId,
      fees: sql<number>`coalesce(sum(${invoiceReminders.fee}), 0)::int`,
    })
    .from(invoiceReminders)
    .where(inArray(invoiceReminders.invoiceId, ids))
    .groupBy(invoiceReminders.invoiceId);
  const earlierFees = new Map(earlier.map((e) => [e.invoiceId, Number(e.fees)]));
  const fee = Math.min(company!.reminderFee, reminderLimits.maxFeeOre);
  const rateBp = company!.reminderInterest ? company!.referenceRateBp + reminderLimits.interestMarginBp : null;
  const deadline = dateString(parseDate(today) + reminderLimits.paymentDays);
  const rows = planned.map((p) => {
    const fees = earlierFees.get(p.invoiceId) ?? 0;
    const interest = rateBp === null ? 0 : reminderInterestOre(p.total, p.dueDate, today, rateBp);
    return {
      companyId: scope.companyId,
      invoiceId: p.invoiceId,
      number: p.reminderCount + 1,
      reminderDate: today,
      paymentDeadline: deadline,
      fee,
      earlierFees: fees,
      interest,
      interestRateBp: rateBp,
      totalDue: p.total + fees + fee + interest,
      sentTo: p.email,
      createdById: scope.actor.userId,
    };
  });
  const created = await scope.db.insert(invoiceReminders).values(rows).returning({ id: invoiceReminders.id });
  await scope.db
    .update(invoices)
    .set({ reminderCount: sql`${invoices.reminderCount} + 1`, lastReminderOn: today, updatedAt: new Date() })
    .where(and(inArray(invoices.id, ids), eq(invoices.state, 'issued')));
  for (const { id } of created) await enqueue(scope, { kind: paymentReminderJobKind, payload: { reminderId: id } });
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'invoice.reminded',
    details: { count: created.length, numbers: planned.map((p) => p.number) },
  });
  return { count: created.length, skipped };
}

import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import {
  customerDisplayName,
  dateString,
  dueDateOf,
  invoiceLineAmounts,
  invoiceTotals,
  localParts,
  parseDate,
  reminderLimits,
  standardVatBp,
} from '@servio/domain';
import type { Db } from '../client.ts';
import { invoiceToday } from '../../modules/invoices/issue-invoice.ts';
import { paymentReminderTexts } from '../../modules/invoices/payment-reminder-texts.ts';
import { pdfFormats } from '../../pdf/pdf-formats.ts';
import {
  customers,
  invoiceCounters,
  invoiceLines,
  invoiceReminders,
  invoices,
  mailMessages,
  visits,
} from '../tables/index.ts';
import { sameCompany } from '../sql.ts';

const seedId = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/**
 * The demo's invoices: each visit the demo marks invoiced gets one, numbered 1, 2, … in the order the visits ended,
 * with its fixed price as the line; archived visits' invoices are paid. Ids 5000 and up.
 */
export async function seedDemoInvoices(db: Db, companyId: string, paymentDelayDays: number): Promise<void> {
  const rows = await db
    .select({ visit: visits, customer: customers })
    .from(visits)
    .innerJoin(customers, sameCompany(customers, visits, eq(customers.id, visits.customerId)))
    .where(and(eq(visits.companyId, companyId), isNotNull(visits.invoicedAt)))
    .orderBy(asc(visits.end), asc(visits.caseNumber));
  let number = 0;
  for (const { visit, customer } of rows) {
    number += 1;
    const id = seedId(5000 + number);
    const line = {
      description: visit.description ?? `#${visit.caseNumber}`,
      quantity: 1000,
      unit: 'stk',
      unitPrice: visit.price ?? 0,
      discountBp: 0,
      vatBp: standardVatBp,
    };
    const amounts = invoiceLineAmounts(line);
    const issuedAt = visit.invoicedAt!;
    const issueDate = dateString(localParts(issuedAt).days);
    const paid = visit.archived;
    await db.insert(invoices).values({
      id,
      companyId,
      kind: 'invoice',
      state: paid ? 'paid' : 'issued',
      number,
      customerId: customer.id,
      customerName: customerDisplayName(customer),
      issueDate,
      dueDate: dueDateOf(issueDate, paymentDelayDays),
      paymentDelayDays,
      reference: visit.reference,
      departmentId: visit.departmentId,
      ...invoiceTotals([amounts]),
      issuedAt,
      paidAt: paid ? new Date(issuedAt.getTime() + 5 * 86_400_000) : null,
    });
    await db
      .insert(invoiceLines)
      .values({ companyId, invoiceId: id, visitId: visit.id, position: 0, ...line, ...amounts });
    await db.update(visits).set({ invoiceId: id }).where(eq(visits.id, visit.id));
  }
  await seedDemoReminder(db, companyId);
  // The counts are the trigger's (its row exists once an invoice does); the next number is the seed's.
  await db
    .insert(invoiceCounters)
    .values({ companyId, nextNumber: number + 1 })
    .onConflictDoUpdate({ target: invoiceCounters.companyId, set: { nextNumber: number + 1 } });
}

/**
 * One payment reminder, on the demo's oldest overdue invoice, reminded the day after it fell due and mailed then (its
 * email log row, as delivery leaves it; no PDF kept). No job: a demo that starts must not mail anyone.
 */
async function seedDemoReminder(db: Db, companyId: string): Promise<void> {
  const today = invoiceToday();
  const [overdue] = await db
    .select({ invoice: invoices, email: customers.email })
    .from(invoices)
    .innerJoin(customers, sameCompany(customers, invoices, eq(customers.id, invoices.customerId)))
    .where(and(eq(invoices.companyId, companyId), eq(invoices.state, 'issued'), lt(invoices.dueDate, today)))
    .orderBy(asc(invoices.dueDate), asc(invoices.number))
    .limit(1);
  if (!overdue) return;
  const { invoice } = overdue;
  const reminderDate = dateString(parseDate(invoice.dueDate!) + 1);
  const paymentDeadline = dateString(parseDate(reminderDate) + reminderLimits.paymentDays);
  const fee = reminderLimits.maxFeeOre;
  const to = overdue.email ?? 'bogholderi@demo.dk';
  const texts = paymentReminderTexts.da;
  const format = pdfFormats('da');
  const sentAt = new Date(`${reminderDate}T08:00:00Z`);
  const mailId = seedId(5901);
  await db.insert(mailMessages).values({
    id: mailId,
    companyId,
    emailType: 'paymentReminder',
    fromAddress: 'Demo Service ApS <no-reply@servio.dk>',
    toAddress: to,
    subject: texts.mailSubject(invoice.number!, 'Demo Service ApS'),
    textBody: texts.mailText({
      invoiceNumber: invoice.number!,
      totalDue: format.money(invoice.total + fee),
      deadline: format.date(paymentDeadline),
      companyName: 'Demo Service ApS',
    }),
    customerId: invoice.customerId,
    status: 'sent',
    attempts: 1,
    sentAt,
    createdAt: sentAt,
  });
  await db.insert(invoiceReminders).values({
    id: seedId(5900),
    companyId,
    invoiceId: invoice.id,
    number: 1,
    reminderDate,
    paymentDeadline,
    fee,
    earlierFees: 0,
    interest: 0,
    totalDue: invoice.total + fee,
    sentTo: to,
    mailMessageId: mailId,
    createdAt: sentAt,
  });
  await db.update(invoices).set({ reminderCount: 1, lastReminderOn: reminderDate }).where(eq(invoices.id, invoice.id));
}

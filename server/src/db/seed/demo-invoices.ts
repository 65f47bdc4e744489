import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  customerDisplayName,
  dateString,
  dueDateOf,
  invoiceLineAmounts,
  invoiceTotals,
  localParts,
  standardVatBp,
} from '@servio/domain';
import type { Db } from '../client.ts';
import { customers, invoiceCounters, invoiceLines, invoices, visits } from '../tables/index.ts';

const seedId = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/**
 * The demo's invoices: each visit the demo marks invoiced gets one, numbered 1, 2, … in the order the visits ended,
 * with its fixed price as the line; archived visits' invoices are paid. Ids 5000 and up.
 */
export async function seedDemoInvoices(db: Db, companyId: string, paymentDelayDays: number): Promise<void> {
  const rows = await db
    .select({ visit: visits, customer: customers })
    .from(visits)
    .innerJoin(customers, eq(customers.id, visits.customerId))
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
      ...invoiceTotals([amounts]),
      issuedAt,
      paidAt: paid ? new Date(issuedAt.getTime() + 5 * 86_400_000) : null,
    });
    await db
      .insert(invoiceLines)
      .values({ companyId, invoiceId: id, visitId: visit.id, position: 0, ...line, ...amounts });
    await db.update(visits).set({ invoiceId: id }).where(eq(visits.id, visit.id));
  }
  // The counts are the trigger's (its row exists once an invoice does); the next number is the seed's.
  await db
    .insert(invoiceCounters)
    .values({ companyId, nextNumber: number + 1 })
    .onConflictDoUpdate({ target: invoiceCounters.companyId, set: { nextNumber: number + 1 } });
}

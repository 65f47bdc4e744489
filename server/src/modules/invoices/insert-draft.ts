import { eq } from 'drizzle-orm';
import { customerDisplayName } from '@servio/domain';
import type { TenantScope } from '../../core/scope.ts';
import { companies, invoices, type CustomerRow, type InvoiceRow } from '../../db/tables/index.ts';

/** What a new invoice may carry beyond its customer: its reference, note and totals (a draft by hand has none). */
type DraftExtras = Partial<Pick<InvoiceRow, 'reference' | 'note' | 'net' | 'vat' | 'total'>>;

/**
 * A new draft invoice for a customer, as every way of making one starts: the customer's name as invoiced (a later
 * rename does not change it), the company's payment delay, who made it. Answers the draft and whether the company
 * keeps invoices as drafts for approval (invoiceAsDraft).
 */
export async function insertDraft(
  scope: TenantScope,
  customer: CustomerRow,
  extras: DraftExtras = {},
): Promise<{ draft: InvoiceRow; invoiceAsDraft: boolean }> {
  const [company] = await scope.db
    .select({ paymentDelayDays: companies.paymentDelayDays, invoiceAsDraft: companies.invoiceAsDraft })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const [draft] = await scope.db
    .insert(invoices)
    .values({
      companyId: scope.companyId,
      kind: 'invoice',
      state: 'draft',
      customerId: customer.id,
      customerName: customerDisplayName(customer),
      paymentDelayDays: company!.paymentDelayDays,
      ...extras,
      createdById: scope.actor.userId,
    })
    .returning();
  return { draft: draft!, invoiceAsDraft: company!.invoiceAsDraft };
}

import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { isOverdue, type InvoiceKind } from '@servio/domain';
import { pageBounds, pageTotal, type Page, type PageArgs } from '../../core/paging.ts';
import type { TenantScope } from '../../core/scope.ts';
import { invoices } from '../../db/tables/index.ts';
import { inCustomerFamily } from '../customers/index.ts';
import { invoiceToday } from './issue-invoice.ts';

/** The portal's filter: paid, or still to be paid (an issued invoice, overdue or not). */
export type MyInvoiceStatus = 'paid' | 'unpaid';

/** An issued invoice or credit note as its customer's login sees it: none of the office's fields. Amounts in øre. */
export interface MyInvoice {
  id: string;
  number: number;
  kind: InvoiceKind;
  customerId: string;
  issueDate: string;
  dueDate: string | null;
  total: number;
  paid: boolean;
  paidAt: Date | null;
  overdue: boolean;
  /** Credited in full by credit notes: nothing is left to pay. */
  credited: boolean;
}

const columns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  state: invoices.state,
  customerId: invoices.customerId,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  total: invoices.total,
  paidAt: invoices.paidAt,
};

const statusCondition: Record<MyInvoiceStatus, SQL> = {
  paid: eq(invoices.state, 'paid'),
  unpaid: and(eq(invoices.kind, 'invoice'), eq(invoices.state, 'issued'))!,
};

/**
 * A customer's login's issued invoices and credit notes (the portal), newest first: its customer's and, with
 * enableCustomerHierarchy, its locations' (inCustomerFamily, as visits). Never a draft. Anyone else gets none (the
 * access table lets only customers call it). One statement, counted with the page.
 */
export async function myInvoices(
  scope: TenantScope,
  args: PageArgs & { status?: MyInvoiceStatus | null },
): Promise<Page<MyInvoice>> {
  const customerId = scope.actor.role === 'customer' ? scope.actor.customerId : null;
  if (!customerId) return { items: [], totalCount: 0 };
  const { limit, offset } = pageBounds(args, { limit: 20, maxLimit: 100 });
  const where = and(
    ne(invoices.state, 'draft'),
    inCustomerFamily(customerId, { companyId: sql`${invoices.companyId}`, customerId: sql`${invoices.customerId}` }),
    args.status ? statusCondition[args.status] : undefined,
  );
  const rows = await scope.db
    .select({ ...columns, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.number))
    .limit(limit)
    .offset(offset);
  const today = invoiceToday();
  const items = rows.map((row): MyInvoice => ({
    id: row.id,
    number: row.number!,
    kind: row.kind,
    customerId: row.customerId,
    issueDate: row.issueDate!,
    dueDate: row.dueDate,
    total: row.total,
    paid: row.state === 'paid',
    paidAt: row.paidAt,
    overdue: row.kind === 'invoice' && isOverdue(row, today),
    credited: row.state === 'credited',
  }));
  const totalCount = await pageTotal(rows, offset, async () => {
    const [counted] = await scope.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(invoices)
      .where(where);
    return counted?.n ?? 0;
  });
  return { items, totalCount };
}

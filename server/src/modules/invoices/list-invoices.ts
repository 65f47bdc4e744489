import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { pageBounds, type Page, type PageArgs } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { invoiceCounters, invoices, type InvoiceRow } from '../../db/tables/index.ts';
import { invoiceToday } from './issue-invoice.ts';
import { notYetDueCondition, overdueCondition } from './overdue-sql.ts';

/** The list's filter: a stored state, or overdue (issued and past its due date). */
export const invoiceFilters = ['draft', 'issued', 'paid', 'credited', 'overdue'] as const;
export type InvoiceFilter = (typeof invoiceFilters)[number];

export interface InvoiceListArgs extends PageArgs {
  state?: InvoiceFilter | null;
  customerId?: string | null;
}

const stateCounts = {
  draft: invoiceCounters.draftCount,
  issued: invoiceCounters.issuedCount,
  paid: invoiceCounters.paidCount,
  credited: invoiceCounters.creditedCount,
} as const;

/**
 * One page of the company's invoices and credit notes: drafts first, then by number, newest first (the unique index
 * on the number read backwards; with a state, invoices_state_number_idx). The total of the whole list or of one state
 * is the company's counters row (kept by a trigger, docs/decisions/0026-invoices.md); the overdue ones are the issued
 * count less the few not yet due; only a customer's list is counted, on its index.
 */
export async function listInvoices(scope: CompanyScope, args: InvoiceListArgs): Promise<Page<InvoiceRow>> {
  const { limit, offset } = pageBounds(args);
  const conditions: SQL[] = [];
  if (args.state === 'overdue') conditions.push(overdueCondition(invoiceToday()));
  else if (args.state) conditions.push(eq(invoices.state, args.state));
  if (args.customerId) conditions.push(eq(invoices.customerId, args.customerId));
  const items = await scope.db
    .select()
    .from(invoices)
    .where(and(...conditions))
    .orderBy(sql`${invoices.number} desc nulls first`, desc(invoices.createdAt))
    .limit(limit)
    .offset(offset);
  return { items, totalCount: await countInvoices(scope, args, conditions) };
}

async function countInvoices(scope: CompanyScope, args: InvoiceListArgs, conditions: SQL[]): Promise<number> {
  if (args.customerId) {
    const [count] = await scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(...conditions));
    return count!.n;
  }
  if (args.state === 'overdue') {
    // Most issued invoices of a company that invoices for years are overdue or paid; the ones not yet due are few:
    // the open invoices (the counters' row; credit notes are never open) less those is one short index range.
    const notYetDue = sql`(select count(*) from ${invoices}
      where ${invoices.companyId} = ${scope.companyId} and ${notYetDueCondition(invoiceToday())})`;
    const [row] = await scope.db
      .select({ n: sql<number>`${invoiceCounters.openCount} - ${notYetDue}`.mapWith(Number) })
      .from(invoiceCounters)
      .where(eq(invoiceCounters.companyId, scope.companyId));
    return row?.n ?? 0;
  }
  const total = args.state
    ? stateCounts[args.state]
    : sql<number>`${invoiceCounters.draftCount} + ${invoiceCounters.issuedCount} + ${invoiceCounters.paidCount} + ${invoiceCounters.creditedCount}`;
  const [row] = await scope.db
    .select({ n: sql<number>`${total}`.mapWith(Number) })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.companyId, scope.companyId));
  return row?.n ?? 0;
}

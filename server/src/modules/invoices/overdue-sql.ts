import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { invoices } from '../../db/tables/index.ts';

/**
 * Overdue in SQL, as `isOverdue` (domain/invoice.ts) says it for one invoice: issued (not paid, not credited) and past
 * its due date. A credit note has no due date, so it is never overdue, and the due-date index alone answers.
 */
export function overdueCondition(today: string): SQL {
  return and(eq(invoices.state, 'issued'), lt(invoices.dueDate, today))!;
}

/** Issued and not yet due: with overdueCondition, every issued invoice (a count less these few is the overdue). */
export function notYetDueCondition(today: string): SQL {
  return and(eq(invoices.state, 'issued'), gte(invoices.dueDate, today))!;
}

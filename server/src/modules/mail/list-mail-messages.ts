import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { pageWithTotal, pageBounds, type Page, type PageArgs } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { mailMessages, type MailMessageRow } from '../../db/tables/index.ts';

export const mailStatuses = ['queued', 'sent', 'failed', 'dead', 'kept'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export interface MailListArgs extends PageArgs {
  status?: MailStatus | null;
  emailType?: string | null;
  customerId?: string | null;
}

/** A log row without its bodies (read one mail for those). */
export type MailLogEntry = Omit<MailMessageRow, 'textBody' | 'htmlBody'>;

const { textBody: _text, htmlBody: _html, ...entryColumns } = getTableColumns(mailMessages);

/** One page of the company's email log, newest first, filtered by status, type or customer, paged in SQL. */
export async function listMailMessages(scope: CompanyScope, args: MailListArgs): Promise<Page<MailLogEntry>> {
  const { limit, offset } = pageBounds(args);
  const conditions: SQL[] = [];
  if (args.status) conditions.push(eq(mailMessages.status, args.status));
  if (args.emailType) conditions.push(eq(mailMessages.emailType, args.emailType));
  if (args.customerId) conditions.push(eq(mailMessages.customerId, args.customerId));
  // The page stops at its rows in the index's order; the count (capped) is a statement of its own, where a
  // count over the page's window would read every matching mail of the log first.
  const where = and(...conditions);
  const items = await scope.db
    .select(entryColumns)
    .from(mailMessages)
    .where(where)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit)
    .offset(offset);
  return pageWithTotal(scope.db, items, { limit, offset }, () =>
    scope.db.select({ id: mailMessages.id }).from(mailMessages).where(where),
  );
}

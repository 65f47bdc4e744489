import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { pageBounds, type Page, type PageArgs } from '../../core/paging.ts';
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
  const rows = await scope.db
    .select({ ...entryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(mailMessages)
    .where(and(...conditions))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit)
    .offset(offset);
  const items = rows.map(({ total: _total, ...entry }) => entry);
  if (rows.length > 0) return { items, totalCount: rows[0]!.total };
  const [count] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(and(...conditions));
  return { items, totalCount: count!.n };
}

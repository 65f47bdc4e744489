import { eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { mailMessages, type MailMessageRow } from '../../db/tables/index.ts';

/** One mail of the company's log with its text and html (a kept mail as the mail catcher shows it); else NOT_FOUND. */
export async function findMailMessage(scope: CompanyScope, id: string): Promise<MailMessageRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!row) throw notFound();
  return row;
}

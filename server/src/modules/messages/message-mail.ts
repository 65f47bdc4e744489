import { customerDisplayName } from '@servio/domain';
import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { customerLanguageSql, pdfLanguage } from '../../pdf/customer-language.ts';
import { findCompany } from '../company/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { messageMail } from './message-mail-texts.ts';
import type { Thread } from './message-thread.ts';

interface CustomerMailRow {
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  useCompany: boolean | null;
  email: string | null;
  language: string | null;
}

/** The email log's type of the mail (web: `mail.types.message`). */
export const messageEmailType = 'message';

/**
 * Tells the thread's customer by mail of a message staff wrote for them (ALL or CUSTOMER), in the customer's
 * language, in the caller's transaction. A customer without an email gets none, and nothing is logged.
 */
export async function sendMessageMail(
  scope: TenantScope,
  thread: Thread,
  message: { authorName: string; body: string },
): Promise<void> {
  // Raw SQL with the alias named: the language subquery's own users.id must not shadow the customer's id.
  const [customer] = await queryRows<CustomerMailRow>(
    scope.db,
    sql`select c.first_name as "firstName", c.last_name as "lastName", c.company_name as "companyName",
          c.use_company as "useCompany", c.email, ${customerLanguageSql(sql`c.id`)} as language
        from customers c where c.id = ${thread.customerId}`,
  );
  const to = customer?.email?.trim();
  if (!customer || !to) return;
  const company = await findCompany(scope);
  const language = pdfLanguage(customer.language);
  const mail = messageMail({
    language,
    // The greeting uses a name only, never the email address the display name falls back to.
    customerName: customerDisplayName({ ...customer, email: null }),
    company: company.senderName || company.name,
    caseNumber: thread.caseNumber,
    authorName: message.authorName,
    body: message.body,
  });
  await enqueueMail(scope, {
    emailType: messageEmailType,
    to,
    ...mail,
    language,
    customerId: thread.customerId,
    visitId: thread.visitId ?? undefined,
  });
}

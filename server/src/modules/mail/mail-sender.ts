import type { CompanyRow } from '../../db/tables/index.ts';

export interface MailSender {
  from: string;
  replyTo: string | null;
}

/** "Name <address>" with the name quoted when it needs to be (a comma or a quote in a company's name). */
export const mailbox = (name: string | null, address: string) =>
  name ? `"${name.replace(/["\\]/g, '')}" <${address}>` : address;

/**
 * Who a company's mail is from: the company itself once its domain is verified (SPF/DKIM let it send as its own
 * address); until then the product's address, with the company as Reply-To so answers still reach it.
 */
export function mailSenderOf(
  company: Pick<CompanyRow, 'name' | 'senderName' | 'senderEmail' | 'senderDomainVerified'>,
  productFrom: string,
): MailSender {
  const name = company.senderName || company.name;
  if (company.senderEmail && company.senderDomainVerified)
    return { from: mailbox(name, company.senderEmail), replyTo: null };
  return { from: productFrom, replyTo: company.senderEmail ? mailbox(name, company.senderEmail) : null };
}

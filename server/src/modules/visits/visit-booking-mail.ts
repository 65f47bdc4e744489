import { customerDisplayName } from '@servio/domain';
import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../core/scope.ts';
import { customers, visits } from '../../db/tables/index.ts';
import { customerLanguageSql, pdfLanguage } from '../../pdf/customer-language.ts';
import { findCompany } from '../company/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { visitBookingMail, type VisitBookingChange } from './visit-booking-mail-texts.ts';
import type { VisitRow } from './visit-rows.ts';
import { sameCompany } from '../../db/sql.ts';

/** The email log's type of the mail (web: `mail.types.visitBooking`). */
export const visitBookingEmailType = 'visitBooking';

/**
 * The customer's confirmation of a visit's time (`sendBookingMail`), when it is scheduled or moved. Enqueued in the
 * caller's transaction, so a change that rolls back mails nothing. A visit without a customer, or a customer without
 * an email, gets no mail and nothing is logged (the address is personal).
 */
export async function sendVisitBookingMail(
  scope: TenantScope,
  visit: VisitRow,
  change: VisitBookingChange,
): Promise<void> {
  if (!visit.customerId || !visit.start) return;
  const [customer] = await scope.db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      useCompany: customers.useCompany,
      email: customers.email,
      // Customers have no language of their own: their login's, else Danish (as report and reminder mails).
      language: customerLanguageSql(visits.customerId),
    })
    // Read through the visit, as reports are: drizzle writes a one-table select's columns unqualified, and the
    // language subquery's `id` would then name the login's own id.
    .from(visits)
    .innerJoin(customers, sameCompany(customers, visits, eq(customers.id, visits.customerId)))
    .where(eq(visits.id, visit.id));
  const to = customer?.email?.trim();
  if (!customer || !to) return;
  const company = await findCompany(scope);
  const language = pdfLanguage(customer.language);
  const mail = visitBookingMail({
    language,
    change,
    // The greeting uses a name only, never the email address the display name falls back to.
    customerName: customerDisplayName({ ...customer, email: null }),
    company: company.senderName || company.name,
    start: visit.start,
    end: visit.end,
    address: [visit.streetAddress, [visit.zipcode, visit.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    description: visit.description?.trim() ?? '',
  });
  await enqueueMail(scope, {
    emailType: visitBookingEmailType,
    to,
    ...mail,
    language,
    customerId: visit.customerId,
    visitId: visit.id,
  });
}

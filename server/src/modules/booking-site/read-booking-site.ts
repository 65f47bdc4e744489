import type { CompanyScope } from '../../core/scope.ts';
import type { BookingCompany } from './booking-company.ts';
import { listBookingServices, type BookingService } from './booking-services.ts';
import { readSignedInCustomer, type SignedInCustomer } from './signed-in-customer.ts';

type PageTexts = { intro?: string; confirmation?: string; waitlist?: string };

export interface BookingSite {
  company: { name: string };
  termsUrl: string | null;
  waitlist: boolean;
  languages: ['da', 'en'];
  texts: { da: PageTexts; en: PageTexts };
  services: BookingService[];
  /** Only for a customer's login of this company (the anonymous answer is as it always was). */
  signedIn?: SignedInCustomer;
}

/** Only the page's own texts, each trimmed; an empty one is left out (the page shows the product's). */
function pageTexts(texts: BookingCompany['texts'][keyof BookingCompany['texts']]): PageTexts {
  const out: PageTexts = {};
  for (const key of ['intro', 'confirmation', 'waitlist'] as const) {
    const value = texts?.[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/**
 * GET /book/api/site: what the page shows before the visitor types anything, and, for a customer signed in to this
 * company (`customerId`), the customer record's contact details to fill the form with.
 */
export async function readBookingSite(
  scope: CompanyScope,
  company: BookingCompany,
  customerId: string | null = null,
): Promise<BookingSite> {
  const signedIn = customerId ? await readSignedInCustomer(scope, customerId) : null;
  return {
    company: { name: company.name },
    termsUrl: company.termsUrl?.trim() || null,
    waitlist: company.waitlist,
    languages: ['da', 'en'],
    texts: { da: pageTexts(company.texts.da), en: pageTexts(company.texts.en) },
    services: await listBookingServices(scope),
    ...(signedIn ? { signedIn } : {}),
  };
}

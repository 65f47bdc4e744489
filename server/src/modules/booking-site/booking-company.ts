import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, type BookingTexts } from '../../db/tables/index.ts';
import type { WeeklyHours } from '@servio/domain';

/** What the public API needs of the company a request is for. */
export interface BookingCompany {
  id: string;
  name: string;
  zipRanges: string | null;
  waitlist: boolean;
  termsUrl: string | null;
  texts: BookingTexts;
  hours: WeeklyHours;
  travelMinutes: number;
  stepMinutes: number;
  leadHours: number;
  horizonDays: number;
  holdMinutes: number;
}

const columns = {
  id: companies.id,
  name: companies.name,
  zipRanges: companies.bookingZipRanges,
  waitlist: companies.bookingWaitlist,
  termsUrl: companies.bookingTermsUrl,
  texts: companies.bookingTexts,
  hours: companies.bookingHours,
  travelMinutes: companies.bookingTravelMinutes,
  stepMinutes: companies.bookingStepMinutes,
  leadHours: companies.bookingLeadHours,
  horizonDays: companies.bookingHorizonDays,
  holdMinutes: companies.bookingHoldMinutes,
  active: companies.bookingflowactive,
};

/** A host without its port, lower case ('Book.Demoservice.dk:8080' → 'book.demoservice.dk'; IPv6 kept whole). */
export function bareHost(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '');
}

/**
 * The company a public request is for, on the owner connection (no tenant yet: the company is what is being found),
 * in one statement on the unique lower() indexes: the one whose campaign host is the request's host, else the one
 * whose booking slug `?company=` names, else (`ownCompanyId`) the signed-in customer's own company, so the portal's
 * plain /book link works on the app's own host. Null when none is, or its booking flow is off: the page does not
 * exist.
 */
export async function findBookingCompany(
  db: Db,
  host: string | undefined,
  slug: string | undefined,
  ownCompanyId: string | null = null,
): Promise<BookingCompany | null> {
  const hostName = bareHost(host);
  const byHost = eq(sql`lower(${companies.campaignHost})`, hostName);
  const slugName = typeof slug === 'string' ? slug.trim().toLowerCase() : '';
  const bySlug = slugName ? eq(sql`lower(${companies.bookingSlug})`, slugName) : undefined;
  const byOwn = ownCompanyId ? eq(companies.id, ownCompanyId) : undefined;
  const hostFirst = sql`(lower(${companies.campaignHost}) = ${hostName}) is true desc`;
  const [row] = await db
    .select(columns)
    .from(companies)
    .where(or(byHost, bySlug, byOwn))
    .orderBy(
      ...(byOwn && bySlug
        ? [hostFirst, sql`(lower(${companies.bookingSlug}) = ${slugName}) is true desc`]
        : [hostFirst]),
    )
    .limit(1);
  if (!row?.active) return null;
  const { active, ...company } = row;
  return active ? company : null;
}

import { parseZipRanges, zipInRanges } from '@servio/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CompanyScope } from '../../../core/scope.ts';
import { waitlistEntries, type WaitlistEntryRow } from '../../../db/tables/index.ts';

/** Whether a postcode is inside zip ranges as stored (no ranges: everywhere; ranges that do not parse: nowhere). */
export function insideRanges(zipRanges: string | null, zipcode: string): boolean {
  const ranges = parseZipRanges(zipRanges);
  return ranges.ok && zipInRanges(zipcode, ranges.ranges);
}

/** The company's open waitlist entries (not booked, not left), oldest first: who waited longest is offered first. */
export async function openWaitlistEntries(scope: CompanyScope): Promise<WaitlistEntryRow[]> {
  return scope.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.companyId, scope.companyId), isNull(waitlistEntries.closedAt)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

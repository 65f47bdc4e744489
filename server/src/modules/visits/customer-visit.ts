import { sql } from 'drizzle-orm';
import type { VisitCompanyFlags } from './form/company-flags.ts';
import type { VisitRow } from './visit-rows.ts';

/**
 * A visit as its customer's login sees it (the customer area): a list of what may be shown, not of what is hidden, so
 * a column added to visits stays the office's until it is added here. Never prices, the technicians' piecework
 * (accord), acceptance, who created it, the department or the flags of the office's form; the reference only while
 * the company uses references. Tag values come from the tags loader, which keeps only tags shown to customers.
 */
export interface CustomerVisitRow {
  id: string;
  caseNumber: number;
  status: VisitRow['status'];
  archived: boolean;
  start: Date | null;
  end: Date | null;
  customerId: string | null;
  description: string | null;
  reference: string | null;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  /** When its report was completed; null before (a customer sees a report only once it is completed). */
  reportCompletedAt: Date | null;
}

/** A visit's report's completion, read beside the visit (alias `v`): the portal's link to the report's PDF. */
export const reportCompletedAtColumn =
  sql<Date | null>`(select r.completed_at from visit_reports r where r.company_id = v.company_id and r.visit_id = v.id)`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

export function toCustomerVisit(
  row: VisitRow,
  flags: Pick<VisitCompanyFlags, 'enableReference'>,
  reportCompletedAt: Date | null,
): CustomerVisitRow {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    status: row.status,
    archived: row.archived,
    start: row.start,
    end: row.end,
    customerId: row.customerId,
    description: row.description,
    reference: flags.enableReference ? row.reference : null,
    streetAddress: row.streetAddress,
    zipcode: row.zipcode,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    reportCompletedAt,
  };
}

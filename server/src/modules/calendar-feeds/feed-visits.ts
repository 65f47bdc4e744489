import { sql } from 'drizzle-orm';
import type { VisitStatus } from '@servio/domain';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { visibleVisits, visitPrice } from '../visits/index.ts';

/** The feed's window: a month back (what was done) and half a year ahead (what is planned). */
export const feedWindow = { daysBack: 30, daysAhead: 180 } as const;
/** More than a full-time technician has in the window; a cap keeps one request bounded. */
const maxFeedVisits = 3_000;

export interface FeedVisit {
  id: string;
  caseNumber: number;
  start: Date;
  end: Date;
  status: VisitStatus;
  customerName: string | null;
  description: string | null;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  /** Øre; null when the actor may not see prices. */
  price: number | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/**
 * The actor's own planned visits in the feed's window: those they are on, through the same visibility rule as every
 * GraphQL path (an administrator's feed too holds only the visits they are on, not the company's). Archived visits
 * are left out, as the calendar leaves them out; prices only for whoever may see them.
 */
export async function feedVisits(scope: TenantScope, now = new Date()): Promise<FeedVisit[]> {
  const from = new Date(now.getTime() - feedWindow.daysBack * 86_400_000);
  const to = new Date(now.getTime() + feedWindow.daysAhead * 86_400_000);
  const rows = await queryRows<
    Omit<FeedVisit, 'price' | 'start' | 'end' | 'createdAt' | 'updatedAt'> & {
      start: string | Date;
      end: string | Date;
      createdAt: string | Date;
      updatedAt: string | Date;
      price: number | null;
    }
  >(
    scope.db,
    sql`select v.id, v.case_number as "caseNumber", v.start, v."end", v.status, v.customer_name as "customerName",
        v.description, v.street_address as "streetAddress", v.zipcode, v.city,
        coalesce(v.total_price, v.price) as price, v.created_at as "createdAt", v.updated_at as "updatedAt", v.version
      from visits v
      where v.company_id = ${scope.companyId} and not v.archived
        and v.start < ${to.toISOString()} and v."end" > ${from.toISOString()}
        and exists (select 1 from visit_employees mine where mine.company_id = v.company_id and mine.visit_id = v.id and mine.user_id = ${scope.actor.userId})
        and ${visibleVisits(scope.actor)}
      order by v.start, v.case_number
      limit ${maxFeedVisits}`,
  );
  return rows.map((r) => ({
    ...r,
    start: new Date(r.start),
    end: new Date(r.end),
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
    price: visitPrice(scope.actor, r.price),
  }));
}

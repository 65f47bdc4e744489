import { sql } from 'drizzle-orm';
import { zonedDayRange, type VisitStatus } from '@servio/domain';
import { queryRows } from '../../db/sql.ts';
import type { TenantScope } from '../../core/scope.ts';
import { dueVisitCondition, longestVisitSql, visibleVisits } from '../visits/index.ts';

export interface VisitSummary {
  id: string;
  caseNumber: number;
  start: Date | null;
  end: Date | null;
  status: VisitStatus;
  customerName: string | null;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  employeeNames: string[];
}

export interface Overview {
  todayVisitCount: number;
  dueVisitCount: number;
  /** The company's inbox: an administrator's figure only (null for the other roles, whose work it is not). */
  openBookingCount: number | null;
  unbilledVisitCount: number;
  todayVisits: VisitSummary[];
}

/** The home page's figures and today's visits as the person sees them, in two queries. */
export async function getOverview(scope: TenantScope, now = new Date()): Promise<Overview> {
  const own = visibleVisits(scope.actor);
  const today = zonedDayRange(now);
  // A visit of today started before today ends and at most the company's longest visit before today began: the
  // second bound lets the (company_id, archived, start) index answer, where the end alone read every later visit.
  const todayCondition = sql`not v.archived and v.start < ${today.end.toISOString()} and v."end" > ${today.start.toISOString()}
    and v.start >= ${today.start.toISOString()}::timestamptz - ${longestVisitSql(scope.companyId)}`;
  const [counts] = await queryRows<Omit<Overview, 'todayVisits'>>(
    scope.db,
    sql`
    select
      (select count(*)::int from visits v where ${todayCondition} and ${own}) as "todayVisitCount",
      (select count(*)::int from visits v where ${dueVisitCondition(sql`${now.toISOString()}::timestamptz`)} and ${own}) as "dueVisitCount",
      ${scope.actor.role === 'administrator' ? sql`(select count(*)::int from bookings where status = 'open')` : sql`null::int`} as "openBookingCount",
      (select count(*)::int from visits v where v.status in ('completed', 'done') and v.invoiced_at is null and not v.archived and ${own}) as "unbilledVisitCount"
  `,
  );
  const rows = await queryRows<
    Omit<VisitSummary, 'start' | 'end'> & { start: string | Date | null; end: string | Date | null }
  >(
    scope.db,
    sql`
      select v.id, v.case_number as "caseNumber", v.start, v."end", v.status,
        coalesce(nullif(c.company_name, ''), nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '')) as "customerName",
        coalesce(v.street_address, c.street_address) as "streetAddress",
        coalesce(v.zipcode, c.zipcode) as zipcode,
        coalesce(v.city, c.city) as city,
        coalesce(v.latitude, c.latitude) as latitude,
        coalesce(v.longitude, c.longitude) as longitude,
        coalesce((
          select array_agg(trim(concat_ws(' ', u.first_name, u.last_name)) order by u.first_name)
          from visit_employees ve
          -- by key, not a hash of all staff per visit (see pageEmployeesJson in visits.service.ts)
          cross join lateral (select * from users u where u.id = ve.user_id limit 1) u
          where ve.company_id = v.company_id and ve.visit_id = v.id
        ), '{}') as "employeeNames"
      from visits v left join customers c on c.company_id = v.company_id and c.id = v.customer_id
      where ${todayCondition} and ${own}
      order by v.start, v.case_number
      limit 100`,
  );
  const todayVisits = rows.map((r) => ({
    ...r,
    start: r.start === null ? null : new Date(r.start),
    end: r.end === null ? null : new Date(r.end),
  }));
  return { ...counts!, todayVisits };
}

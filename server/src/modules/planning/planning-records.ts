import { sql, type SQL } from 'drizzle-orm';
import type { PlanningBoardOf, PlanningBoardVisit } from '@servio/domain';

/** A visit as the board shows it (scheduled or not). */
export type PlanningVisit = PlanningBoardVisit<Date>;

/** The board, times as Dates (GraphQL's DateTime). */
export type PlanningBoard = PlanningBoardOf<Date>;

/** A JSON string's text of a text column (escaped by to_json), or null. */
const textJson = (column: SQL) => sql`coalesce(to_json(${column})::text, 'null')`;

/**
 * The first material on the visit `v` with a fixed address, as the text of [lat, lng, street, zip, city]: each id
 * looked up on its own (`id = any(materiel_ids)` read every material of the company for each visit). `limit 1` keeps
 * the lookup a lookup: as a join, a company's small materials table was read whole, kept and filtered again for each
 * visit (a fifth of the board's statement on the bench's 100 materials; with the limit a visit's lookup stops at its
 * material, and a large table is read by its key).
 */
const fixedAddressJson = sql`(case when cardinality(v.materiel_ids) > 0 then (
    select concat('[', m.latitude, ',', m.longitude, ',', ${textJson(sql`m.street_address`)}, ',',
      ${textJson(sql`m.zipcode`)}, ',', ${textJson(sql`m.city`)}, ']')
    from unnest(v.materiel_ids) with ordinality as u(id, n)
      cross join lateral (select m.latitude, m.longitude, m.street_address, m.zipcode, m.city from materials m
        where m.company_id = v.company_id and m.id = u.id limit 1) m
    where m.latitude is not null and m.longitude is not null
    order by u.n limit 1) end)`;

/**
 * Visits (`source`, a subquery aliased `v`: `planningSource`) as the text of a JSON array in its order (`visits`), and
 * how many (`count`): each visit's own fields as the database keeps them (`visits.planning_row`), closed with its
 * fixed address and booking kind. string_agg takes the rows in the subquery's order (PostgreSQL feeds a sorted
 * subquery's rows to aggregates as they come, as its manual says of this form): sorting them again in the aggregate
 * cost more than the text.
 */
export const planningVisitsJson = (source: SQL) => sql`select
    '[' || coalesce(string_agg(v.planning_row || ',' || coalesce(${fixedAddressJson}, 'null') || ',' ||
      coalesce('"' || v.booking_kind || '"', 'null') || ']', ','), '') || ']' as visits, count(*) as count
  from ${source}`;

/**
 * Visits of `where` (on `visits v`) with the kind of the accepted booking request behind each, as a subquery `v`: the
 * first `limit` by `order`, or, with `order` null, any `limit` of them in the order the scan finds them.
 */
export const planningSource = (companyId: string, where: SQL, order: SQL | null, limit: number) => sql`(
    select v.company_id, v.planning_row, v.materiel_ids, b.kind as booking_kind
    from visits v left join bookings b on b.company_id = v.company_id and b.visit_id = v.id and b.status = 'accepted'
    where v.company_id = ${companyId} and ${where}
    ${order ? sql`order by ${order}` : sql``}
    limit ${limit}
  ) v`;

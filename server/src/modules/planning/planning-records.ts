import { sql, type SQL } from 'drizzle-orm';
import type { PlanningBoardOf, PlanningBoardVisit } from '@servio/domain';

/** A visit as the board shows it (scheduled or not). */
export type PlanningVisit = PlanningBoardVisit<Date>;

/** The board, times as Dates (GraphQL's DateTime). */
export type PlanningBoard = PlanningBoardOf<Date>;

/** A JSON number's text of a timestamp column's epoch milliseconds, or null. */
const epochMsText = (column: SQL) => sql`coalesce(round(date_part('epoch', ${column}) * 1000)::bigint::text, 'null')`;
/** A JSON string's text of a text column (escaped by to_json), or null. */
const textJson = (column: SQL) => sql`coalesce(to_json(${column})::text, 'null')`;
/** A JSON number's text of a double precision column (PostgreSQL prints the shortest exact form), or null. */
const numberJson = (column: SQL) => sql`coalesce(${column}::text, 'null')`;

/** A JSON array's text of a uuid[] column: uuids need no escaping (array_to_json looks each element's type up). */
const uuidsJson = (column: SQL) =>
  sql`(case when cardinality(${column}) = 0 then '[]' else '["' || array_to_string(${column}, '","') || '"]' end)`;

/** The first material on the visit `v` with a fixed address, as the text of [lat, lng, street, zip, city]. */
const fixedAddressJson = sql`(case when cardinality(v.materiel_ids) > 0 then (
    select concat('[', m.latitude, ',', m.longitude, ',', ${textJson(sql`m.street_address`)}, ',',
      ${textJson(sql`m.zipcode`)}, ',', ${textJson(sql`m.city`)}, ']')
    from materials m
    where m.id = any(v.materiel_ids) and m.latitude is not null and m.longitude is not null
    order by array_position(v.materiel_ids, m.id) limit 1) end)`;

/**
 * A visit's columns that need no escaping (alias `v`, a row of `planningSource`) as the text of a JSON array: id,
 * version, case number, status, start and end (epoch ms), employees, coordinates, the first material on it with a
 * fixed address (in the order of `materiel_ids`), and the kind of the accepted booking request that made it. Written
 * out by hand in one concat(): uuids, numbers and the fixed words need no escaping (as the calendar's rows,
 * docs/decisions/0006).
 */
const visitRowJson = sql`concat('["', v.id, '",', v.version, ',', v.case_number, ',"', v.status, '",',
  ${epochMsText(sql`v.start`)}, ',', ${epochMsText(sql`v."end"`)}, ',', ${uuidsJson(sql`v.employee_ids`)}, ',',
  ${numberJson(sql`v.latitude`)}, ',', ${numberJson(sql`v.longitude`)}, ',', coalesce(${fixedAddressJson}, 'null'), ',',
  coalesce('"' || v.booking_kind || '"', 'null'), ']')`;

/**
 * Visits (`source`, a sorted subquery aliased `v` with `booking_kind`: `planningSource`) as JSON texts in its order,
 * one per column: the rows of `visitRowJson`, and each free-text column by json_agg, which looks the column's type up
 * once rather than per value as to_json does. The aggregates take the rows in the subquery's order (PostgreSQL feeds
 * a sorted subquery's rows to aggregates as they come, as its manual says of this form): each sorting them again took
 * more time than building the text. `readPlanningVisits` zips the columns.
 */
export const planningVisitsColumns = (source: SQL) => sql`select
    '[' || coalesce(string_agg(${visitRowJson}, ','), '') || ']' as rows,
    coalesce(json_agg(v.customer_name), '[]')::text as names,
    coalesce(json_agg(v.description), '[]')::text as descriptions,
    coalesce(json_agg(v.street_address), '[]')::text as streets,
    coalesce(json_agg(v.zipcode), '[]')::text as zipcodes,
    coalesce(json_agg(v.city), '[]')::text as cities
  from ${source}`;

/** Visits of `where` (on `visits v`) with the kind of the accepted booking request behind each, as a subquery `v`. */
export const planningSource = (companyId: string, where: SQL, order: SQL, limit: number) => sql`(
    select v.id, v.version, v.case_number, v.status, v.start, v."end", v.employee_ids, v.latitude, v.longitude,
      v.materiel_ids, v.customer_name, v.description, v.street_address, v.zipcode, v.city, v.created_at,
      b.kind as booking_kind
    from visits v left join bookings b on b.visit_id = v.id and b.status = 'accepted' and b.company_id = ${companyId}
    where ${where}
    order by ${order}
    limit ${limit}
  ) v`;

/** The JSON texts of `planningVisitsColumns`. */
export interface PlanningVisitsText {
  rows: string;
  names: string;
  descriptions: string;
  streets: string;
  zipcodes: string;
  cities: string;
}

/** The columns of `planningVisitsColumns` as the JSON object PackedPlanningVisits, without parsing them. */
export const packedVisitsText = (text: PlanningVisitsText) =>
  `{"rows":${text.rows},"names":${text.names},"descriptions":${text.descriptions},"streets":${text.streets},"zipcodes":${text.zipcodes},"cities":${text.cities}}`;

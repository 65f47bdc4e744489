-- The planning board's packed row of a visit (domain/planning-packed.ts), kept as a stored generated column: the
-- board reads two weeks of 50 people, 2,000 visits, and writing each one's JSON (epoch times, the employees' ids,
-- to_json of five texts) was half of its statement's time (docs/decisions/0037-planning-board.md). The row stops
-- before the closing fields, which come from other tables: the first material's fixed address and the kind of the
-- booking request behind the visit.
-- IMMUTABLE as a generated column requires: the answer depends on the arguments only. concat, to_json and
-- date_part on a timestamptz are marked STABLE because some of their inputs' output depends on settings (a time
-- zone, DateStyle); none used here does (uuids, integers, text, epoch seconds; floats print shortest-exact).
CREATE FUNCTION app_visit_planning_row(
  id uuid,
  version integer,
  case_number integer,
  status text,
  starts timestamptz,
  ends timestamptz,
  employee_ids uuid[],
  latitude double precision,
  longitude double precision,
  customer_name text,
  description text,
  street_address text,
  zipcode text,
  city text
)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT concat('["', id, '",', version, ',', case_number, ',"', status, '",',
    coalesce(round(date_part('epoch', starts) * 1000)::bigint::text, 'null'), ',',
    coalesce(round(date_part('epoch', ends) * 1000)::bigint::text, 'null'), ',',
    CASE WHEN cardinality(employee_ids) > 0 THEN '["' || array_to_string(employee_ids, '","') || '"]' ELSE '[]' END, ',',
    coalesce(latitude::text, 'null'), ',', coalesce(longitude::text, 'null'), ',',
    coalesce(to_json(customer_name)::text, 'null'), ',', coalesce(to_json(description)::text, 'null'), ',',
    coalesce(to_json(street_address)::text, 'null'), ',', coalesce(to_json(zipcode)::text, 'null'), ',',
    coalesce(to_json(city)::text, 'null'))
$$;
--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "planning_row" text GENERATED ALWAYS AS (app_visit_planning_row(id, version, case_number, status, start, "end", employee_ids, latitude, longitude, customer_name, description, street_address, zipcode, city)) STORED;
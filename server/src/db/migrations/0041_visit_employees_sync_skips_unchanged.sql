-- visits.employee_ids follows visit_employees as before (0011, 0039), but a visit whose array comes out as it was is
-- not written again: a new row version of a visit rewrites every index of the table, and a bulk insert of visits
-- that carry their employees already (the bench's seed, an import) would otherwise write each visit twice. The
-- array is computed once per touched visit and compared. One function does it for the three triggers, which pass
-- the visits their statement touched as two arrays in one order (two aggregates of one scan).
CREATE FUNCTION public.visit_employee_ids_refresh(company_ids uuid[], visit_ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE visits v SET employee_ids = t.ids
    FROM (
      SELECT touched.company_id, touched.visit_id, coalesce(
          (SELECT array_agg(ve.user_id ORDER BY ve.user_id) FROM visit_employees ve
            WHERE ve.company_id = touched.company_id AND ve.visit_id = touched.visit_id), '{}') AS ids
        FROM (SELECT DISTINCT company_id, visit_id FROM unnest(company_ids, visit_ids) AS u (company_id, visit_id)) touched
    ) t
    WHERE v.company_id = t.company_id AND v.id = t.visit_id AND v.employee_ids IS DISTINCT FROM t.ids;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.visit_employees_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  company_ids uuid[];
  visit_ids uuid[];
BEGIN
  SELECT array_agg(company_id), array_agg(visit_id) INTO company_ids, visit_ids FROM touched_rows;
  PERFORM visit_employee_ids_refresh(company_ids, visit_ids);
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.visit_employees_sync_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  company_ids uuid[];
  visit_ids uuid[];
BEGIN
  SELECT array_agg(company_id), array_agg(visit_id) INTO company_ids, visit_ids
    FROM (SELECT company_id, visit_id FROM old_rows UNION ALL SELECT company_id, visit_id FROM new_rows) moved;
  PERFORM visit_employee_ids_refresh(company_ids, visit_ids);
  RETURN NULL;
END $function$;

ALTER TABLE "visits" ADD COLUMN "employee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- visits.employee_ids follows visit_employees: after every statement that inserts, deletes or changes rows there,
-- the arrays of the visits it touched are read again from the table (ordered by id), in one UPDATE per statement,
-- so a bulk insert of many visits' employees costs one pass, not one UPDATE per row. A visit's own delete cascades
-- to its rows; the update then finds no visit and does nothing.
CREATE FUNCTION visit_employees_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visits v SET employee_ids = coalesce(
      (SELECT array_agg(ve.user_id ORDER BY ve.user_id) FROM visit_employees ve WHERE ve.visit_id = v.id), '{}')
    WHERE v.id IN (SELECT visit_id FROM touched_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_employees_sync_insert AFTER INSERT ON visit_employees
  REFERENCING NEW TABLE AS touched_rows FOR EACH STATEMENT EXECUTE FUNCTION visit_employees_sync();
--> statement-breakpoint
CREATE TRIGGER visit_employees_sync_delete AFTER DELETE ON visit_employees
  REFERENCING OLD TABLE AS touched_rows FOR EACH STATEMENT EXECUTE FUNCTION visit_employees_sync();
--> statement-breakpoint
CREATE FUNCTION visit_employees_sync_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visits v SET employee_ids = coalesce(
      (SELECT array_agg(ve.user_id ORDER BY ve.user_id) FROM visit_employees ve WHERE ve.visit_id = v.id), '{}')
    WHERE v.id IN (SELECT visit_id FROM old_rows UNION SELECT visit_id FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_employees_sync_update AFTER UPDATE ON visit_employees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION visit_employees_sync_moved();
--> statement-breakpoint
UPDATE visits v SET employee_ids = e.ids
  FROM (SELECT visit_id, array_agg(user_id ORDER BY user_id) AS ids FROM visit_employees GROUP BY visit_id) e
  WHERE e.visit_id = v.id;

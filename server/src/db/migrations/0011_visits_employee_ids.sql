ALTER TABLE "visits" ADD COLUMN "employee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- visits.employee_ids follows visit_employees: every insert, delete or change of a row there rewrites the array of
-- its visit (removing before appending, so a repeated id is kept once). A visit's own delete cascades to its rows;
-- the update then finds no visit and does nothing.
CREATE FUNCTION visit_employees_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE visits SET employee_ids = array_remove(employee_ids, OLD.user_id) WHERE id = OLD.visit_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE visits SET employee_ids = array_append(array_remove(employee_ids, NEW.user_id), NEW.user_id)
      WHERE id = NEW.visit_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_employees_sync AFTER INSERT OR UPDATE OR DELETE ON visit_employees
  FOR EACH ROW EXECUTE FUNCTION visit_employees_sync();
--> statement-breakpoint
UPDATE visits v SET employee_ids = e.ids
  FROM (SELECT visit_id, array_agg(user_id) AS ids FROM visit_employees GROUP BY visit_id) e
  WHERE e.visit_id = v.id;

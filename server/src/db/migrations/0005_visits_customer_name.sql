ALTER TABLE "visits" ADD COLUMN "customer_name" text;--> statement-breakpoint
-- The customer's display name, the rule of customerDisplayName in domain/src/customer.ts: the company name when the
-- customer is shown as a company or has no person's name, else the person's name, else the company name or email.
CREATE FUNCTION customer_display_name(use_company boolean, company_name text, first_name text, last_name text, email text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    CASE WHEN coalesce(company_name, '') <> '' AND (use_company OR concat_ws(' ', nullif(first_name, ''), nullif(last_name, '')) = '')
      THEN company_name END,
    nullif(concat_ws(' ', nullif(first_name, ''), nullif(last_name, '')), ''),
    nullif(company_name, ''),
    nullif(email, ''))
$$;
--> statement-breakpoint
-- visits.customer_name follows the visit's customer: set on every insert and on a change of customer.
CREATE FUNCTION visits_set_customer_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.customer_id IS NULL THEN
    NEW.customer_name := NULL;
  ELSE
    SELECT customer_display_name(c.use_company, c.company_name, c.first_name, c.last_name, c.email)
      INTO NEW.customer_name FROM customers c WHERE c.id = NEW.customer_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER visits_customer_name BEFORE INSERT OR UPDATE OF customer_id ON visits
  FOR EACH ROW EXECUTE FUNCTION visits_set_customer_name();
--> statement-breakpoint
-- ... and the customer's name: a rename rewrites the name on that customer's visits (renames are rare; reads are many).
CREATE FUNCTION customers_rename_visits() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name text := customer_display_name(NEW.use_company, NEW.company_name, NEW.first_name, NEW.last_name, NEW.email);
BEGIN
  IF name IS DISTINCT FROM customer_display_name(OLD.use_company, OLD.company_name, OLD.first_name, OLD.last_name, OLD.email) THEN
    UPDATE visits SET customer_name = name WHERE company_id = NEW.company_id AND customer_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_rename_visits AFTER UPDATE OF use_company, company_name, first_name, last_name, email ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_rename_visits();
--> statement-breakpoint
UPDATE visits v SET customer_name = customer_display_name(c.use_company, c.company_name, c.first_name, c.last_name, c.email)
  FROM customers c WHERE c.id = v.customer_id;

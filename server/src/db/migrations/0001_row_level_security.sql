-- Company isolation in the database (ARCHITECTURE.md, "Tenancy").
-- Requests run as servio_app with app.company_id (and app.user_id) set for their transaction. servio_app
-- does not own the tables, so the policies below apply to it: a query that forgets its company filter
-- still sees only its own company, and with no company set it sees no tenant rows at all.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'servio_app') THEN
    CREATE ROLE servio_app NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO servio_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO servio_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO servio_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO servio_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO servio_app;
--> statement-breakpoint
-- Server-only tables: the application role never reads the signing key or the revocation list directly.
REVOKE ALL ON server_secrets, revoked_tokens FROM servio_app;
--> statement-breakpoint
CREATE FUNCTION app_current_company() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('app.company_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE FUNCTION app_current_user() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON companies USING (id = app_current_company()) WITH CHECK (id = app_current_company());
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A person also sees their own row: a superadmin has no company but edits their own profile.
CREATE POLICY tenant_isolation ON users
  USING (company_id = app_current_company() OR id = app_current_user())
  WITH CHECK (company_id = app_current_company() OR id = app_current_user());
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['departments', 'customers', 'visits', 'visit_employees', 'custom_tags', 'notifications', 'events', 'bookings']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company())', t);
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A company reads only its own entries; a session without a company (a superadmin outside any company)
-- may write entries without one, which no company can read.
CREATE POLICY tenant_isolation ON audit_log
  USING (company_id = app_current_company())
  WITH CHECK (company_id IS NOT DISTINCT FROM app_current_company());

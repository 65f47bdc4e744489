-- Trigram search on customers (docs/decisions/0004-customer-search.md). pg_trgm is a trusted extension on PostgreSQL 13+,
-- and PGlite loads it from @electric-sql/pglite/contrib (server/src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"created_count" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by_id" uuid,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rate_regular" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rate_hourly" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rate_cost_price" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rate_overtime" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rate_extra" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rate_extra_public" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "alt_email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_cvr" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "allowed_to_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "send_invoice_to_me" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "send_report_to_me" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "show_prices_in_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "use_child_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "use_company" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "use_invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "parent_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
  coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(company_name, '') || ' ' ||
  coalesce(email, '') || ' ' || coalesce(alt_email, '') || ' ' || coalesce(phone_number, '') || ' ' ||
  coalesce(company_cvr, '') || ' ' || coalesce(ean, '') || ' ' || coalesce(street_address, '') || ' ' ||
  coalesce(zipcode, '') || ' ' || coalesce(city, ''))) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(coalesce(
  case when use_company or (coalesce(first_name, '') = '' and coalesce(last_name, '') = '') then nullif(company_name, '') end,
  nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''),
  nullif(company_name, ''),
  email,
  ''))) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_imports_company_created_idx" ON "customer_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invitations_company_user_idx" ON "invitations" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("company_id","created_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_parent_customer_id_customers_id_fk" FOREIGN KEY ("parent_customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_department_idx" ON "users" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "users_company_customer_idx" ON "users" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "departments_company_name_idx" ON "departments" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "customers_company_sort_name_idx" ON "customers" USING btree ("company_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "customers_company_created_idx" ON "customers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_company_email_idx" ON "customers" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "customers_company_parent_idx" ON "customers" USING btree ("company_id","parent_customer_id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visits_company_customer_idx" ON "visits" USING btree ("company_id","customer_id","start");--> statement-breakpoint
CREATE INDEX "visits_company_department_idx" ON "visits" USING btree ("company_id","department_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_check" CHECK (("users"."role" = 'customer') = ("users"."customer_id" is not null));--> statement-breakpoint
ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invitations USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE outbox ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON outbox USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE customer_imports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON customer_imports USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());

CREATE TABLE "visit_case_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_links" (
	"company_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"linked_visit_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_links_visit_id_linked_visit_id_pk" PRIMARY KEY("visit_id","linked_visit_id"),
	CONSTRAINT "visit_links_order_check" CHECK ("visit_links"."visit_id" < "visit_links"."linked_visit_id")
);
--> statement-breakpoint
CREATE TABLE "visit_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rule" jsonb NOT NULL,
	"anchor_start" timestamp with time zone NOT NULL,
	"consumed" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer NOT NULL,
	"customer_id" uuid,
	"department_id" uuid,
	"employee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"description" text,
	"reference" text,
	"use_customer_address" boolean DEFAULT true NOT NULL,
	"street_address" text,
	"zipcode" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"price" integer,
	"total_price" integer,
	"send_booking_mail" boolean DEFAULT false NOT NULL,
	"show_time_regs" boolean DEFAULT false NOT NULL,
	"accord_minutes" integer,
	"tag_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"materiel_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by_id" uuid,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_tag_values" (
	"company_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "visit_tag_values_visit_id_tag_id_value_pk" PRIMARY KEY("visit_id","tag_id","value")
);
--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "use_customer_address" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "send_booking_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "show_time_regs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "accord_minutes" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "acceptance" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "materiel_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "series_index" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "occurrence_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(case_number::text || ' ' || coalesce(description, '') || ' ' || coalesce(reference, '') || ' ' || coalesce(street_address, '') || ' ' || coalesce(zipcode, '') || ' ' || coalesce(city, ''))) STORED;--> statement-breakpoint
ALTER TABLE "visit_case_counters" ADD CONSTRAINT "visit_case_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_links" ADD CONSTRAINT "visit_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_links" ADD CONSTRAINT "visit_links_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_links" ADD CONSTRAINT "visit_links_linked_visit_id_visits_id_fk" FOREIGN KEY ("linked_visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tag_values" ADD CONSTRAINT "visit_tag_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tag_values" ADD CONSTRAINT "visit_tag_values_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tag_values" ADD CONSTRAINT "visit_tag_values_tag_id_custom_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."custom_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_links_company_linked_idx" ON "visit_links" USING btree ("company_id","linked_visit_id");--> statement-breakpoint
CREATE INDEX "visit_series_company_active_idx" ON "visit_series" USING btree ("company_id") WHERE "visit_series"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "visit_tag_values_filter_idx" ON "visit_tag_values" USING btree ("company_id","tag_id","value","visit_id");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_series_id_visit_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."visit_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_company_due_start_idx" ON "visits" USING btree ("company_id","start") WHERE not "visits"."archived" and "visits"."status" in ('not_scheduled','scheduled','current');--> statement-breakpoint
CREATE INDEX "visits_company_archived_start_idx" ON "visits" USING btree ("company_id","archived","start");--> statement-breakpoint
CREATE INDEX "visits_company_end_idx" ON "visits" USING btree ("company_id","end");--> statement-breakpoint
CREATE INDEX "visits_company_duration_idx" ON "visits" USING btree ("company_id",("end" - "start"));--> statement-breakpoint
CREATE INDEX "visits_company_series_idx" ON "visits" USING btree ("company_id","series_id");--> statement-breakpoint
CREATE INDEX "visits_search_trgm_idx" ON "visits" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_acceptance_check" CHECK ("visits"."acceptance" in ('none','accepted','declined'));--> statement-breakpoint
-- Visits without an address of their own use their customer's: copy it in (it is kept in step on every save).
UPDATE visits v SET street_address = c.street_address, zipcode = c.zipcode, city = c.city, latitude = c.latitude, longitude = c.longitude
  FROM customers c WHERE c.id = v.customer_id AND v.use_customer_address AND v.street_address IS NULL;
--> statement-breakpoint
ALTER TABLE visit_links ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON visit_links USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE visit_tag_values ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON visit_tag_values USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE visit_series ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON visit_series USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE visit_case_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON visit_case_counters USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());

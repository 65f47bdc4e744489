CREATE TABLE "time_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"visit_id" uuid,
	"type" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"work_date" date NOT NULL,
	"minutes" integer,
	"km" double precision,
	"from_address" text,
	"to_address" text,
	"amount_ore" integer,
	"note" text,
	"receipt_document_id" uuid,
	"rate_field" text,
	"wage_ore" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_registrations_span" CHECK ("time_registrations"."ends_at" is null or "time_registrations"."ends_at" > "time_registrations"."starts_at"),
	CONSTRAINT "time_registrations_non_negative" CHECK (coalesce("time_registrations"."km", 0) >= 0 and coalesce("time_registrations"."amount_ore", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_week_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"approved_by_id" uuid,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_norm_minutes_per_week" integer DEFAULT 2220 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_km_rate_ore" integer DEFAULT 381 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_rate_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_disabled_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "time_registrations" ADD CONSTRAINT "time_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_registrations" ADD CONSTRAINT "time_registrations_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_registrations" ADD CONSTRAINT "time_registrations_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_registrations" ADD CONSTRAINT "time_registrations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_week_approvals" ADD CONSTRAINT "time_week_approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_week_approvals" ADD CONSTRAINT "time_week_approvals_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_week_approvals" ADD CONSTRAINT "time_week_approvals_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_registrations_employee_start_idx" ON "time_registrations" USING btree ("company_id","employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "time_registrations_employee_date_idx" ON "time_registrations" USING btree ("company_id","employee_id","work_date");--> statement-breakpoint
CREATE INDEX "time_registrations_company_date_idx" ON "time_registrations" USING btree ("company_id","work_date" DESC NULLS LAST,"starts_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "time_registrations_company_type_date_idx" ON "time_registrations" USING btree ("company_id","type","work_date");--> statement-breakpoint
CREATE INDEX "time_registrations_visit_idx" ON "time_registrations" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_week_approvals_unique" ON "time_week_approvals" USING btree ("company_id","employee_id","week_start");--> statement-breakpoint
ALTER TABLE time_registrations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON time_registrations USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE time_week_approvals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON time_week_approvals USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());

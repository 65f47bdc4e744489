CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cvr" text,
	"street_address" text,
	"city" text,
	"zipcode" text,
	"payment_primary_provider" text,
	"payment_choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_delay_days" integer DEFAULT 8 NOT NULL,
	"materiel_service_interval_months" integer DEFAULT 12 NOT NULL,
	"materiel_days_before_service_for_reminder" integer DEFAULT 30 NOT NULL,
	"campaign_host" text,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"renamed_category" text,
	"renamed_model" text,
	"renamed_supplier" text,
	"renamed_column1" text,
	"renamed_column2" text,
	"renamed_column3" text,
	"show_technician_backend_link" boolean DEFAULT false NOT NULL,
	"bookingflowactive" boolean DEFAULT false NOT NULL,
	"show_accord" boolean DEFAULT false NOT NULL,
	"enable_item_stock" boolean DEFAULT false NOT NULL,
	"erp_project_module_active" boolean DEFAULT false NOT NULL,
	"allow_auto_complete_visit" boolean DEFAULT false NOT NULL,
	"use_performance_patch" boolean DEFAULT false NOT NULL,
	"allow_customer_login" boolean DEFAULT false NOT NULL,
	"invoice_as_draft" boolean DEFAULT false NOT NULL,
	"headless_api_economic_active" boolean DEFAULT false NOT NULL,
	"show_invoice_payment_option" boolean DEFAULT false NOT NULL,
	"materiel_service_active" boolean DEFAULT false NOT NULL,
	"show_materials" boolean DEFAULT false NOT NULL,
	"ean_payment" boolean DEFAULT false NOT NULL,
	"show_finance_tab" boolean DEFAULT false NOT NULL,
	"allow_time_reg" boolean DEFAULT false NOT NULL,
	"allow_show_visit_time_regs" boolean DEFAULT false NOT NULL,
	"enable_report" boolean DEFAULT false NOT NULL,
	"disable_create_customer" boolean DEFAULT false NOT NULL,
	"enable_accept_visits" boolean DEFAULT false NOT NULL,
	"enable_reference" boolean DEFAULT false NOT NULL,
	"enable_repeating_visits" boolean DEFAULT false NOT NULL,
	"enable_equipment" boolean DEFAULT false NOT NULL,
	"enable_department" boolean DEFAULT false NOT NULL,
	"enable_planning_page" boolean DEFAULT false NOT NULL,
	"enable_customer_hierarchy" boolean DEFAULT false NOT NULL,
	"show_rental" boolean DEFAULT false NOT NULL,
	"is_skel" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"role" text NOT NULL,
	"kind" text,
	"department_id" uuid,
	"pref_lang" text DEFAULT 'da' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"allowed_to_complete_visit" boolean DEFAULT false NOT NULL,
	"allowed_to_create_visit" boolean DEFAULT false NOT NULL,
	"allowed_to_invoice" boolean DEFAULT false NOT NULL,
	"allowed_to_reg_time" boolean DEFAULT false NOT NULL,
	"allowed_to_send_pdf" boolean DEFAULT false NOT NULL,
	"allowed_to_upload_documents" boolean DEFAULT false NOT NULL,
	"show_edit_visit_button" boolean DEFAULT false NOT NULL,
	"show_prices_for_technician" boolean DEFAULT false NOT NULL,
	"session_generation" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('administrator','employee','supplier','superadmin','customer')),
	CONSTRAINT "users_company_check" CHECK (("users"."role" = 'superadmin') = ("users"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"email" text,
	"phone_number" text,
	"street_address" text,
	"zipcode" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_employees" (
	"company_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "visit_employees_visit_id_user_id_pk" PRIMARY KEY("visit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"case_number" integer NOT NULL,
	"customer_id" uuid,
	"department_id" uuid,
	"created_by_id" uuid,
	"start" timestamp with time zone,
	"end" timestamp with time zone,
	"status" text DEFAULT 'not_scheduled' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"description" text,
	"street_address" text,
	"zipcode" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"price" integer,
	"total_price" integer,
	"invoiced_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_status_check" CHECK ("visits"."status" in ('not_scheduled','scheduled','current','completed','done')),
	CONSTRAINT "visits_time_check" CHECK ("visits"."start" is null or "visits"."end" is null or "visits"."start" < "visits"."end")
);
--> statement-breakpoint
CREATE TABLE "custom_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"mode" text DEFAULT 'select' NOT NULL,
	"tag_order" integer DEFAULT 0 NOT NULL,
	"show_for_customer" boolean DEFAULT false NOT NULL,
	"show_for_employee" boolean DEFAULT true NOT NULL,
	"allow_change_on_report" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"street_address" text,
	"zipcode" text,
	"city" text,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" uuid,
	"actor_user_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"ip" "inet",
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_employees" ADD CONSTRAINT "visit_employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_employees" ADD CONSTRAINT "visit_employees_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_employees" ADD CONSTRAINT "visit_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_tags" ADD CONSTRAINT "custom_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id","role");--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "visit_employees_user_idx" ON "visit_employees" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_case_number_unique" ON "visits" USING btree ("company_id","case_number");--> statement-breakpoint
CREATE INDEX "visits_company_start_idx" ON "visits" USING btree ("company_id","start");--> statement-breakpoint
CREATE INDEX "visits_company_due_idx" ON "visits" USING btree ("company_id","end") WHERE not "visits"."archived" and "visits"."status" in ('not_scheduled','scheduled','current');--> statement-breakpoint
CREATE INDEX "custom_tags_company_type_idx" ON "custom_tags" USING btree ("company_id","type","tag_order");--> statement-breakpoint
CREATE INDEX "bookings_company_status_idx" ON "bookings" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "events_unseen_idx" ON "events" USING btree ("company_id") WHERE "events"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("company_id","user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at");
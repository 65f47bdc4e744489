-- Equipment, service reminders and rentals (issue #18, docs/decisions/0033-equipment.md). btree_gist gives uuid a GiST
-- operator class, so a rental's overlap check is one range query on (material, period); trusted on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "equipment_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"supplier" text,
	"service_interval_months" integer,
	"column1" text,
	"column2" text,
	"column3" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" uuid NOT NULL,
	"serial_number" text,
	"name" text,
	"placement" text,
	"installed_on" date,
	"customer_id" uuid,
	"street_address" text,
	"zipcode" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"service_active" boolean,
	"service_interval_months" integer,
	"last_service_on" date,
	"next_service_on" date,
	"rentable" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"material_id" uuid NOT NULL,
	"customer_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"material_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"link_token_hash" text,
	"mail_message_id" uuid,
	"visit_id" uuid,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"responded_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "service_reminder_mode" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "create_service_visits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "service_reminder_subject" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "service_reminder_body" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rental_buffer_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_categories" ADD CONSTRAINT "equipment_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_products" ADD CONSTRAINT "equipment_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_products" ADD CONSTRAINT "equipment_products_category_id_equipment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."equipment_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_product_id_equipment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."equipment_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_mail_message_id_mail_messages_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_categories_company_name_unique" ON "equipment_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_products_company_model_unique" ON "equipment_products" USING btree ("company_id","category_id",lower("name"),lower(coalesce("supplier", '')));--> statement-breakpoint
CREATE INDEX "equipment_products_category_idx" ON "equipment_products" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_product_serial_unique" ON "materials" USING btree ("company_id","product_id",lower("serial_number")) WHERE "materials"."serial_number" is not null;--> statement-breakpoint
CREATE INDEX "materials_next_service_idx" ON "materials" USING btree ("company_id","next_service_on","id") WHERE "materials"."next_service_on" is not null and "materials"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "materials_due_idx" ON "materials" USING btree ("next_service_on") WHERE "materials"."next_service_on" is not null and "materials"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "materials_customer_idx" ON "materials" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "materials_product_idx" ON "materials" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "materials_zipcode_idx" ON "materials" USING btree ("company_id","zipcode");--> statement-breakpoint
CREATE INDEX "materials_created_idx" ON "materials" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rentals_period_idx" ON "rentals" USING gist ("material_id",tstzrange("starts_at", "ends_at", '[)'));--> statement-breakpoint
CREATE INDEX "rentals_customer_idx" ON "rentals" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_reminders_material_due_unique" ON "service_reminders" USING btree ("material_id","due_on");--> statement-breakpoint
CREATE INDEX "service_reminders_state_idx" ON "service_reminders" USING btree ("company_id","state","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "service_reminders_link_unique" ON "service_reminders" USING btree ("link_token_hash") WHERE "service_reminders"."link_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "visits_materiel_ids_idx" ON "visits" USING gin ("materiel_ids") WHERE cardinality("visits"."materiel_ids") > 0;--> statement-breakpoint
ALTER TABLE equipment_categories ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON equipment_categories USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE equipment_products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON equipment_products USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE materials ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON materials USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE service_reminders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON service_reminders USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE rentals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON rentals USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE equipment_products ADD CONSTRAINT equipment_products_interval_check CHECK (service_interval_months IS NULL OR service_interval_months BETWEEN 1 AND 120);
--> statement-breakpoint
ALTER TABLE materials ADD CONSTRAINT materials_interval_check CHECK (service_interval_months IS NULL OR service_interval_months BETWEEN 1 AND 120);
--> statement-breakpoint
ALTER TABLE rentals ADD CONSTRAINT rentals_period_check CHECK (starts_at < ends_at);
--> statement-breakpoint
ALTER TABLE service_reminders ADD CONSTRAINT service_reminders_state_check CHECK (state IN ('pending','queued','sent','failed','skipped'));
--> statement-breakpoint
ALTER TABLE companies ADD CONSTRAINT companies_service_reminder_mode_check CHECK (service_reminder_mode IN ('automatic','manual'));
--> statement-breakpoint
ALTER TABLE companies ADD CONSTRAINT companies_rental_buffer_check CHECK (rental_buffer_hours BETWEEN 0 AND 720);
--> statement-breakpoint
-- The rentals list (/admin/rentals) pages by start (issue #18, rentals).
CREATE INDEX "rentals_company_starts_idx" ON "rentals" USING btree ("company_id","starts_at","id");
--> statement-breakpoint
-- The rental overlap check through the GiST index under row-level security (issue #18, rentals). tstzrange's &&
-- is not leakproof, so in a query as servio_app PostgreSQL applies it only after the tenant policy and never as an
-- index condition: rentals_period_idx then answered the unit alone and every rental of it was read and filtered
-- (13 ms at 5,000 rentals). As app_item_search (0015), this runs as the tables' owner, so the index answers unit and
-- period together, and it returns only the current company's rows (app_current_company(), as the policies read it).
-- It returns the periods of the unit's rentals within p_buffer of [p_start, p_end), leaving out p_except (the rental
-- being edited); the domain's rentalOverlap classifies them. The buffer is inclusive, so the widened range is closed,
-- and it starts one millisecond earlier still: a rental's range excludes its own end, so one ending exactly the buffer
-- before the start would not meet it otherwise (one a millisecond too far is found and classified as available).
CREATE FUNCTION app_rental_neighbours(p_material uuid, p_start timestamptz, p_end timestamptz, p_buffer interval, p_except uuid)
  RETURNS TABLE (starts_at timestamptz, ends_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 10
  SET search_path = pg_catalog, public
AS $$
  SELECT r.starts_at, r.ends_at
  FROM public.rentals r
  WHERE r.company_id = public.app_current_company() AND r.material_id = p_material
    AND tstzrange(r.starts_at, r.ends_at, '[)')
      && tstzrange(p_start - p_buffer - interval '1 millisecond', p_end + p_buffer, '[]')
    AND (p_except IS NULL OR r.id <> p_except)
$$;

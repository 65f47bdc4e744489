CREATE TABLE "booking_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"product_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	CONSTRAINT "booking_holds_period_check" CHECK ("booking_holds"."ends_at" > "booking_holds"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"zipcode" text NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"language" text DEFAULT 'da' NOT NULL,
	"idempotency_key" text,
	"token_hash" text NOT NULL,
	"area_opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"product_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'offered' NOT NULL,
	"booking_id" uuid,
	"claimed_at" timestamp with time zone,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "waitlist_offers_state_check" CHECK ("waitlist_offers"."state" in ('offered','claimed','gone'))
);
--> statement-breakpoint
DROP INDEX "bookings_company_status_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_slug" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_zip_ranges" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_waitlist" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_terms_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_hours" jsonb DEFAULT '[{"weekday":0,"start":480,"end":960},{"weekday":1,"start":480,"end":960},{"weekday":2,"start":480,"end":960},{"weekday":3,"start":480,"end":960},{"weekday":4,"start":480,"end":960}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_travel_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_step_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_lead_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_horizon_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_hold_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bookable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "booking_hours" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'inquiry' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'bookingPage' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'da' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "employee_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_reminder_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_products" ADD COLUMN "bookable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_products" ADD COLUMN "booking_minutes" integer;--> statement-breakpoint
ALTER TABLE "equipment_products" ADD COLUMN "booking_price" integer;--> statement-breakpoint
ALTER TABLE "equipment_products" ADD COLUMN "booking_description" text;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_product_id_equipment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."equipment_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_product_id_equipment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."equipment_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_product_id_equipment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."equipment_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holds_token_unique" ON "booking_holds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_holds_employee_idx" ON "booking_holds" USING btree ("company_id","employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_company_zip_idx" ON "waitlist_entries" USING btree ("company_id","zipcode");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_unique" ON "waitlist_entries" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_idempotency_unique" ON "waitlist_entries" USING btree ("company_id","idempotency_key") WHERE "waitlist_entries"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_token_unique" ON "waitlist_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_slot_unique" ON "waitlist_offers" USING btree ("entry_id","employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_slot_idx" ON "waitlist_offers" USING btree ("company_id","employee_id","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_product_id_equipment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."equipment_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_campaign_host_unique" ON "companies" USING btree (lower("campaign_host"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_booking_slug_unique" ON "companies" USING btree (lower("booking_slug"));--> statement-breakpoint
CREATE INDEX "bookings_employee_start_idx" ON "bookings" USING btree ("company_id","employee_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_unique" ON "bookings" USING btree ("company_id","idempotency_key") WHERE "bookings"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "bookings_company_status_idx" ON "bookings" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The inbox's states were open/handled/rejected; they are open/accepted/declined now (issue #19).
UPDATE "bookings" SET "status" = CASE "status" WHEN 'handled' THEN 'accepted' WHEN 'rejected' THEN 'declined' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('booking','callback','inquiry'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('open','accepted','declined'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_check" CHECK ("bookings"."source" in ('bookingPage','serviceReminder','waitlist'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_period_check" CHECK ("bookings"."starts_at" is null or "bookings"."ends_at" > "bookings"."starts_at");--> statement-breakpoint
ALTER TABLE "equipment_products" ADD CONSTRAINT "equipment_products_booking_check" CHECK (not "equipment_products"."bookable" or ("equipment_products"."booking_minutes" between 15 and 720));--> statement-breakpoint
ALTER TABLE "equipment_products" ADD CONSTRAINT "equipment_products_booking_price_check" CHECK ("equipment_products"."booking_price" is null or "equipment_products"."booking_price" >= 0);
--> statement-breakpoint
ALTER TABLE booking_holds ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON booking_holds USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE waitlist_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON waitlist_entries USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE waitlist_offers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON waitlist_offers USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
-- Two visitors racing for one time (issue #19): an open booking and a live hold each own their employee's period;
-- a second that overlaps fails on the constraint (23P01), whichever transaction commits first wins. btree_gist
-- (migration 0027) lets the employee's uuid share the GiST index with the range.
ALTER TABLE bookings ADD CONSTRAINT bookings_open_slot_excl EXCLUDE USING gist (
  employee_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&
) WHERE (status = 'open' AND employee_id IS NOT NULL AND starts_at IS NOT NULL);
--> statement-breakpoint
ALTER TABLE booking_holds ADD CONSTRAINT booking_holds_slot_excl EXCLUDE USING gist (
  employee_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&
);
--> statement-breakpoint
ALTER TABLE companies ADD CONSTRAINT companies_booking_settings_check CHECK (
  booking_travel_minutes BETWEEN 0 AND 240 AND booking_step_minutes IN (15, 30, 60)
  AND booking_lead_hours BETWEEN 0 AND 336 AND booking_horizon_days BETWEEN 1 AND 180
  AND booking_hold_minutes BETWEEN 2 AND 30
);
--> statement-breakpoint
ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_zipcode_check CHECK (zipcode ~ '^[0-9]{4}$');

CREATE TABLE "economic_connections" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"app_secret_token" text,
	"agreement_grant_token" text,
	"agreement_name" text,
	"agreement_number" integer,
	"connected_at" timestamp with time zone,
	"last_payments_pull_at" timestamp with time zone,
	"customer_group_number" integer DEFAULT 1 NOT NULL,
	"payment_terms_number" integer DEFAULT 1 NOT NULL,
	"vat_zone_number" integer DEFAULT 1 NOT NULL,
	"layout_number" integer DEFAULT 19 NOT NULL,
	"product_group_number" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "economic_sync_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"message" text
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "economic_customer_number" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "economic_product_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "economic_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "economic_error" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "economic_booked_number" integer;--> statement-breakpoint
ALTER TABLE "economic_connections" ADD CONSTRAINT "economic_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economic_sync_log" ADD CONSTRAINT "economic_sync_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "economic_sync_log_company_created_idx" ON "economic_sync_log" USING btree ("company_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_economic_number_unique" ON "customers" USING btree ("company_id","economic_customer_number");--> statement-breakpoint
ALTER TABLE "economic_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "economic_connections" USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());--> statement-breakpoint
ALTER TABLE "economic_sync_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "economic_sync_log" USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());

CREATE TABLE "item_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"markup_bp" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'stk' NOT NULL,
	"description" text,
	"cost_price" integer,
	"list_price" integer,
	"sales_price" integer,
	"group_id" uuid,
	"follows_group_price" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"barcode" text,
	"low_stock_threshold" integer,
	"search_text" text GENERATED ALWAYS AS (lower(sku || ' ' || name || ' ' || coalesce(barcode, ''))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_prices_in_range" CHECK (coalesce("items"."cost_price", 0) between 0 and 1000000000 and coalesce("items"."list_price", 0) between 0 and 1000000000 and coalesce("items"."sales_price", 0) between 0 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "visit_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visit_id" uuid NOT NULL,
	"item_id" uuid,
	"description" text NOT NULL,
	"sku" text,
	"unit" text DEFAULT 'stk' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer DEFAULT 0 NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"employee_id" uuid,
	"created_by_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_lines_quantity_positive" CHECK ("visit_lines"."quantity" > 0),
	CONSTRAINT "visit_lines_discount_range" CHECK ("visit_lines"."discount_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"item_id" uuid NOT NULL,
	"employee_id" uuid,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"visit_line_id" uuid,
	"transfer_id" uuid,
	"note" text,
	"created_by_id" uuid,
	CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('received', 'used', 'moved', 'counted', 'corrected'))
);
--> statement-breakpoint
CREATE TABLE "price_list_import_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text,
	"unit" text,
	"cost_price" integer,
	"list_price" integer,
	"sales_price" integer,
	"group_name" text,
	"barcode" text
);
--> statement-breakpoint
CREATE TABLE "price_list_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"file_name" text,
	"status" text DEFAULT 'staging' NOT NULL,
	"create_new" boolean DEFAULT true NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"mapping" jsonb,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "item_groups" ADD CONSTRAINT "item_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_group_id_item_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."item_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_lines" ADD CONSTRAINT "visit_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_lines" ADD CONSTRAINT "visit_lines_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_lines" ADD CONSTRAINT "visit_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_lines" ADD CONSTRAINT "visit_lines_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_lines" ADD CONSTRAINT "visit_lines_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_visit_line_id_visit_lines_id_fk" FOREIGN KEY ("visit_line_id") REFERENCES "public"."visit_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_import_lines" ADD CONSTRAINT "price_list_import_lines_import_id_price_list_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."price_list_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_imports" ADD CONSTRAINT "price_list_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_imports" ADD CONSTRAINT "price_list_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_groups_company_name_unique" ON "item_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "items_company_sku_unique" ON "items" USING btree ("company_id","sku");--> statement-breakpoint
CREATE INDEX "items_company_name_idx" ON "items" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "items_company_group_idx" ON "items" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "items_company_barcode_idx" ON "items" USING btree ("company_id","barcode");--> statement-breakpoint
CREATE INDEX "items_search_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visit_lines_visit_idx" ON "visit_lines" USING btree ("visit_id","position");--> statement-breakpoint
CREATE INDEX "visit_lines_item_idx" ON "visit_lines" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_location_idx" ON "stock_movements" USING btree ("company_id","item_id","employee_id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_created_idx" ON "stock_movements" USING btree ("company_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_visit_line_idx" ON "stock_movements" USING btree ("visit_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_import_lines_sku_unique" ON "price_list_import_lines" USING btree ("import_id","sku");--> statement-breakpoint
CREATE INDEX "price_list_import_lines_line_idx" ON "price_list_import_lines" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "price_list_imports_company_created_idx" ON "price_list_imports" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE item_groups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON item_groups USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON items USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE visit_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON visit_lines USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE stock_movements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON stock_movements USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
-- The ledger is append-only: the application role may add rows, never change or remove one.
REVOKE UPDATE, DELETE ON stock_movements FROM servio_app;
--> statement-breakpoint
ALTER TABLE price_list_imports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON price_list_imports USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE price_list_import_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON price_list_import_lines USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());

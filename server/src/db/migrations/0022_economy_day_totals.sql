CREATE TABLE "invoice_day_totals" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"invoiced_net" bigint DEFAULT 0 NOT NULL,
	"material_cost" bigint DEFAULT 0 NOT NULL,
	"paid_net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_day_totals_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "material_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_day_totals" ADD CONSTRAINT "invoice_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE invoice_day_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_day_totals USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());

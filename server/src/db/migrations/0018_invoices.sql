CREATE TABLE "invoice_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"draft_count" integer DEFAULT 0 NOT NULL,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"credited_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"number" integer,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"credited_invoice_id" uuid,
	"issue_date" date,
	"due_date" date,
	"payment_delay_days" integer NOT NULL,
	"note" text,
	"reference" text,
	"net" integer DEFAULT 0 NOT NULL,
	"vat" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by_id" uuid,
	"paid_at" timestamp with time zone,
	"created_by_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_when_issued" CHECK (("invoices"."state" = 'draft') = ("invoices"."number" is null)),
	CONSTRAINT "invoices_credit_note_sign" CHECK ("invoices"."kind" = 'invoice' or "invoices"."total" <= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"visit_id" uuid,
	"visit_line_id" uuid,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text DEFAULT 'stk' NOT NULL,
	"unit_price" integer NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"vat_bp" integer NOT NULL,
	"net" integer NOT NULL,
	"vat" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_visit_line_id_visit_lines_id_fk" FOREIGN KEY ("visit_line_id") REFERENCES "public"."visit_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "invoices_state_number_idx" ON "invoices" USING btree ("company_id","state","number");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("company_id","state","due_date");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_visit_idx" ON "invoice_lines" USING btree ("visit_id");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_company_uninvoiced_idx" ON "visits" USING btree ("company_id","customer_id","end") WHERE "visits"."invoice_id" is null and "visits"."status" in ('done', 'completed') and not "visits"."archived";--> statement-breakpoint
CREATE INDEX "visits_invoice_idx" ON "visits" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoices USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE invoice_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_lines USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE invoice_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_counters USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
-- How many invoices each company has in each state, kept in its invoice_counters row by statement triggers with
-- transition tables (docs/decisions/0026-invoices.md): the invoice list's total is then a lookup instead of counting
-- up to 100,000 rows (100 ms on PostgreSQL), and every writer (operations, seeds, imports) keeps it without knowing.
CREATE FUNCTION app_invoice_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counters (company_id, draft_count, issued_count, paid_count, credited_count)
    SELECT company_id, count(*) FILTER (WHERE state = 'draft'), count(*) FILTER (WHERE state = 'issued'),
      count(*) FILTER (WHERE state = 'paid'), count(*) FILTER (WHERE state = 'credited')
    FROM new_rows GROUP BY company_id
  ON CONFLICT (company_id) DO UPDATE SET
    draft_count = invoice_counters.draft_count + excluded.draft_count,
    issued_count = invoice_counters.issued_count + excluded.issued_count,
    paid_count = invoice_counters.paid_count + excluded.paid_count,
    credited_count = invoice_counters.credited_count + excluded.credited_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_invoice_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counters (company_id, draft_count, issued_count, paid_count, credited_count)
    SELECT company_id, -count(*) FILTER (WHERE state = 'draft'), -count(*) FILTER (WHERE state = 'issued'),
      -count(*) FILTER (WHERE state = 'paid'), -count(*) FILTER (WHERE state = 'credited')
    FROM old_rows GROUP BY company_id
  ON CONFLICT (company_id) DO UPDATE SET
    draft_count = invoice_counters.draft_count + excluded.draft_count,
    issued_count = invoice_counters.issued_count + excluded.issued_count,
    paid_count = invoice_counters.paid_count + excluded.paid_count,
    credited_count = invoice_counters.credited_count + excluded.credited_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose state changed move a count (a paid date, a version: nothing).
CREATE FUNCTION app_invoice_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counters (company_id, draft_count, issued_count, paid_count, credited_count)
    SELECT n.company_id,
      count(*) FILTER (WHERE n.state = 'draft') - count(*) FILTER (WHERE o.state = 'draft'),
      count(*) FILTER (WHERE n.state = 'issued') - count(*) FILTER (WHERE o.state = 'issued'),
      count(*) FILTER (WHERE n.state = 'paid') - count(*) FILTER (WHERE o.state = 'paid'),
      count(*) FILTER (WHERE n.state = 'credited') - count(*) FILTER (WHERE o.state = 'credited')
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.state <> o.state
    GROUP BY n.company_id
  ON CONFLICT (company_id) DO UPDATE SET
    draft_count = invoice_counters.draft_count + excluded.draft_count,
    issued_count = invoice_counters.issued_count + excluded.issued_count,
    paid_count = invoice_counters.paid_count + excluded.paid_count,
    credited_count = invoice_counters.credited_count + excluded.credited_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_counts_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_invoice_counts_insert();
--> statement-breakpoint
CREATE TRIGGER invoices_counts_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_invoice_counts_update();
--> statement-breakpoint
CREATE TRIGGER invoices_counts_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_invoice_counts_delete();

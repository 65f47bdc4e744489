CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reminder_date" date NOT NULL,
	"payment_deadline" date NOT NULL,
	"fee" integer NOT NULL,
	"earlier_fees" integer NOT NULL,
	"interest" integer NOT NULL,
	"interest_rate_bp" integer,
	"total_due" integer NOT NULL,
	"sent_to" text NOT NULL,
	"pdf_file_id" uuid,
	"mail_message_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reminder_fee" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reminder_interest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reference_rate_bp" integer DEFAULT 175 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminder_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "last_reminder_on" date;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_number_unique" ON "invoice_reminders" USING btree ("invoice_id","number");--> statement-breakpoint
CREATE INDEX "invoice_reminders_company_idx" ON "invoice_reminders" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "invoice_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "invoice_reminders" USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());

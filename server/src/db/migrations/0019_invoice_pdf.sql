ALTER TABLE "companies" ADD COLUMN "bank_reg_no" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_account_no" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_file_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_to" text;
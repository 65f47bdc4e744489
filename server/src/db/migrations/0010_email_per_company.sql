DROP INDEX "users_email_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_company_unique" ON "users" USING btree (lower("email"),"company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_superadmin_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."company_id" is null;
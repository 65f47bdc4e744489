ALTER TABLE "companies" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "longitude" double precision;
ALTER TABLE "companies" ADD COLUMN "travel_speed_kmh" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_visit_idx" ON "bookings" USING btree ("visit_id") WHERE "bookings"."visit_id" is not null;--> statement-breakpoint
ALTER TABLE companies ADD CONSTRAINT companies_travel_speed_check CHECK (travel_speed_kmh BETWEEN 5 AND 130);

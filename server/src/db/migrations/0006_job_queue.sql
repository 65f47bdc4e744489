-- The outbox becomes the job queue (docs/decisions/0008-job-queue.md): attempts up to max_attempts with backoff
-- (run_after), a lease for the worker holding a job (locked_until, locked_by), the last error, and a dead state.
-- Rows already waiting (invitation mails) become due at once.
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "max_attempts" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "run_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("run_after") WHERE "outbox"."sent_at" is null and "outbox"."dead_at" is null;
-- Sessions become an allow-list (docs/security.md, "Sessions"): a row per sign-in, deleted on logout; a token counts
-- only while its row exists. Replaces the revocation list, which a restore of an older backup forgot. Every session
-- open before this migration ends: they have no row.
CREATE TABLE "sessions" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
DROP TABLE "revoked_tokens" CASCADE;--> statement-breakpoint
-- Server-only, like server_secrets: the application role never reads sessions (the default privileges granted it).
REVOKE ALL ON sessions FROM servio_app;

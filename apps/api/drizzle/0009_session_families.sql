ALTER TABLE "auth_tokens" ADD COLUMN "family_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "refresh_hash" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_refresh_hash_unique" ON "auth_tokens" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_family_idx" ON "auth_tokens" USING btree ("family_id");
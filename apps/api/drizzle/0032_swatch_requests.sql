CREATE TABLE "swatch_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"colours" jsonb NOT NULL,
	"account_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"address" jsonb NOT NULL,
	"language" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower('sw-' || left(id::text, 8) || ' ' || name || ' ' || email || ' ' || area_code || ' ' || phone)) STORED
);
--> statement-breakpoint
ALTER TABLE "swatch_requests" ADD CONSTRAINT "swatch_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swatch_requests" ADD CONSTRAINT "swatch_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swatch_requests_repeat_idx" ON "swatch_requests" USING btree ("email","product_id","created_at");--> statement-breakpoint
CREATE INDEX "swatch_requests_status_created_idx" ON "swatch_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "swatch_requests_account_idx" ON "swatch_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "swatch_requests_search_text_trgm_idx" ON "swatch_requests" USING gin ("search_text" gin_trgm_ops);
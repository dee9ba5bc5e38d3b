CREATE TABLE "order_access_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_access_links" ADD CONSTRAINT "order_access_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_access_links_token_unique" ON "order_access_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_access_links_order_idx" ON "order_access_links" USING btree ("order_id");
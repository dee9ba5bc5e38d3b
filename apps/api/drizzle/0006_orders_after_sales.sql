CREATE TABLE "refund_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_request_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"variant_id" uuid,
	"qty" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "refund_request_items_qty_check" CHECK ("refund_request_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"account_id" uuid,
	"status" text DEFAULT 'waiting_for_approval' NOT NULL,
	"reason" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"provider_status" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount" >= 0 and "refund_requests"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"name" text PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "refund_request_items" ADD CONSTRAINT "refund_request_items_refund_request_id_refund_requests_id_fk" FOREIGN KEY ("refund_request_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request_items" ADD CONSTRAINT "refund_request_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_request_items_request_idx" ON "refund_request_items" USING btree ("refund_request_id");--> statement-breakpoint
CREATE INDEX "refund_request_items_order_item_idx" ON "refund_request_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "refund_requests_order_idx" ON "refund_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_one_open" ON "refund_requests" USING btree ("order_id") WHERE "refund_requests"."status" = 'waiting_for_approval';--> statement-breakpoint
CREATE INDEX "uploaded_files_account_idx" ON "uploaded_files" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_order_variant_unique" ON "product_reviews" USING btree ("order_id","variant_id") WHERE "product_reviews"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_account_only_created_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_refund_status_idx" ON "orders" USING btree ("refund_status","created_at") WHERE "orders"."refund_status" is not null;
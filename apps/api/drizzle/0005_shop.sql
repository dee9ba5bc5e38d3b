CREATE TABLE "membership_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_transactions_points_check" CHECK ("membership_transactions"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_idempotency" (
	"account_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_idempotency_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"variant_id" uuid,
	"product_id" uuid,
	"sku" text NOT NULL,
	"product_title" jsonb NOT NULL,
	"variant_title" jsonb NOT NULL,
	"image" text,
	"qty" integer NOT NULL,
	"original_price_per_unit" numeric(12, 2) NOT NULL,
	"discounted_price_per_unit" numeric(12, 2) NOT NULL,
	"original_subtotal_price" numeric(12, 2) NOT NULL,
	"subtotal_price" numeric(12, 2) NOT NULL,
	"global_discount" numeric(12, 2) NOT NULL,
	"points_per_unit" integer DEFAULT 0 NOT NULL,
	"subtotal_points" integer DEFAULT 0 NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	"refunded_qty" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_qty_check" CHECK ("order_items"."qty" > 0 and "order_items"."refunded_qty" between 0 and "order_items"."qty")
);
--> statement-breakpoint
CREATE TABLE "order_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"account_id" uuid,
	"store_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"discount_local" numeric(12, 2) NOT NULL,
	"discount_global" numeric(12, 2) NOT NULL,
	"shipping_fee" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"points_total" integer DEFAULT 0 NOT NULL,
	"voucher_id" uuid,
	"voucher_code" text,
	"delivery" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"payment_proof" jsonb,
	"payment_expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_check" CHECK ("orders"."total" >= 0 and "orders"."subtotal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"account_id" uuid,
	"order_id" uuid,
	"saved_card_id" uuid,
	"amount" numeric(12, 2),
	"currency" text DEFAULT 'HKD' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"account_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"use_points" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_account_id_store_id_variant_id_pk" PRIMARY KEY("account_id","store_id","variant_id"),
	CONSTRAINT "cart_items_qty_check" CHECK ("cart_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"country_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"fee" numeric(12, 2) NOT NULL,
	"free_threshold" numeric(12, 2),
	"estimated_days" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "couriers_store_code_country_unique" UNIQUE("store_id","code","country_code")
);
--> statement-breakpoint
CREATE TABLE "gift_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"min_spend" numeric(12, 2) NOT NULL,
	"variant_id" uuid NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"account_id" uuid,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_redemptions_order_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"discount_type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"max_discount" numeric(12, 2),
	"min_spend" numeric(12, 2) DEFAULT '0' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_account_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_store_code_unique" UNIQUE("store_id","code"),
	CONSTRAINT "vouchers_used_count_check" CHECK ("vouchers"."used_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"account_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD CONSTRAINT "membership_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_idempotency" ADD CONSTRAINT "checkout_idempotency_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_idempotency" ADD CONSTRAINT "checkout_idempotency_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_statuses" ADD CONSTRAINT "order_statuses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_transactions_account_idx" ON "membership_transactions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "membership_transactions_order_idx" ON "membership_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","sequence");--> statement-breakpoint
CREATE INDEX "order_statuses_order_idx" ON "order_statuses" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_unique" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_id","store_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_contact_email_idx" ON "orders" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "orders_contact_phone_idx" ON "orders" USING btree ("contact_phone");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."payment_status" = 'unpaid' and "orders"."released_at" is null;--> statement-breakpoint
CREATE INDEX "credit_cards_account_idx" ON "credit_cards" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_cards_one_default" ON "credit_cards" USING btree ("account_id") WHERE "credit_cards"."is_default";--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_provider_ref_unique" ON "payment_sessions" USING btree ("provider","provider_ref") WHERE "payment_sessions"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "couriers_store_country_idx" ON "couriers" USING btree ("store_id","country_code","sequence");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_account_idx" ON "voucher_redemptions" USING btree ("voucher_id","account_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_account_created_idx" ON "wishlist_items" USING btree ("account_id","created_at");
CREATE TABLE "voucher_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"discount_type" text NOT NULL,
	"amount_off" numeric(12, 2),
	"percent_off" integer,
	"max_discount" numeric(12, 2),
	"min_spend" numeric(12, 2) DEFAULT '0' NOT NULL,
	"points_price" integer NOT NULL,
	"stock" integer,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer,
	"valid_days" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_offers_points_price_check" CHECK ("voucher_offers"."points_price" > 0),
	CONSTRAINT "voucher_offers_redeemed_check" CHECK ("voucher_offers"."redeemed_count" >= 0 and ("voucher_offers"."stock" is null or "voucher_offers"."redeemed_count" <= "voucher_offers"."stock"))
);
--> statement-breakpoint
ALTER TABLE "membership_transactions" DROP CONSTRAINT "membership_transactions_points_check";--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD COLUMN "available_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD COLUMN "spend" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD COLUMN "shortfall" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD COLUMN "staff_member_id" uuid;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "owner_account_id" uuid;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "points_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_offers" ADD CONSTRAINT "voucher_offers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_offers_store_created_idx" ON "voucher_offers" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "voucher_offers_store_points_idx" ON "voucher_offers" USING btree ("store_id","points_price");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_offer_id_voucher_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."voucher_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_transactions_expiry_idx" ON "membership_transactions" USING btree ("expires_at") WHERE "membership_transactions"."points" > 0 and "membership_transactions"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "vouchers_owner_created_idx" ON "vouchers" USING btree ("owner_account_id","created_at") WHERE "vouchers"."owner_account_id" is not null;--> statement-breakpoint
CREATE INDEX "vouchers_offer_owner_idx" ON "vouchers" USING btree ("offer_id","owner_account_id") WHERE "vouchers"."offer_id" is not null;--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD CONSTRAINT "membership_transactions_shortfall_check" CHECK ("membership_transactions"."shortfall" >= 0);--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD CONSTRAINT "membership_transactions_points_check" CHECK ("membership_transactions"."points" <> 0 or "membership_transactions"."shortfall" > 0);
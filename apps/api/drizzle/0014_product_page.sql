CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "colour_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_min_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_max_days" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "delivery_min_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "delivery_max_days" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_unique" ON "stock_alerts" USING btree ("variant_id","email") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lead_time_check" CHECK (("products"."lead_time_min_days" is null and "products"."lead_time_max_days" is null) or
        ("products"."lead_time_min_days" >= 1 and "products"."lead_time_max_days" >= "products"."lead_time_min_days"));
CREATE TABLE "refunds_due" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_session_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"provider_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_due_amount_check" CHECK ("refunds_due"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refunds_due" ADD CONSTRAINT "refunds_due_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_due_session_unique" ON "refunds_due" USING btree ("payment_session_id");--> statement-breakpoint
CREATE INDEX "refunds_due_order_idx" ON "refunds_due" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_due_open_idx" ON "refunds_due" USING btree ("status","created_at") WHERE "refunds_due"."status" <> 'refunded';
ALTER TABLE "designers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "opening_text" jsonb;--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"terms" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_terms_check" CHECK (cardinality("search_synonyms"."terms") >= 2)
);
--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_synonyms_store_idx" ON "search_synonyms" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "search_synonyms_terms_idx" ON "search_synonyms" USING gin ("terms");
ALTER TABLE "uploaded_files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploaded_files_unattached_idx" ON "uploaded_files" USING btree ("created_at") WHERE "uploaded_files"."attached_at" is null;--> statement-breakpoint
-- files uploaded before attachments were recorded are kept: nothing that exists today is swept
UPDATE "uploaded_files" SET "attached_at" = "created_at" WHERE "attached_at" is null;

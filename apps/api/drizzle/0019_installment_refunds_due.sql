ALTER TABLE "refunds_due" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds_due" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds_due" ADD COLUMN "installment_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds_due" ADD CONSTRAINT "refunds_due_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds_due" ADD CONSTRAINT "refunds_due_installment_id_project_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."project_installments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_due_project_idx" ON "refunds_due" USING btree ("project_id");--> statement-breakpoint
-- an installment with several open payment pages keeps its newest one open (ADR 038)
UPDATE "payment_sessions" SET "status" = 'cancelled' WHERE "status" = 'open' AND "installment_id" IS NOT NULL AND "id" NOT IN (SELECT DISTINCT ON ("installment_id") "id" FROM "payment_sessions" WHERE "status" = 'open' AND "installment_id" IS NOT NULL ORDER BY "installment_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_one_open_installment" ON "payment_sessions" USING btree ("installment_id") WHERE "payment_sessions"."status" = 'open' and "payment_sessions"."installment_id" is not null;--> statement-breakpoint
ALTER TABLE "refunds_due" ADD CONSTRAINT "refunds_due_owner_check" CHECK (("refunds_due"."order_id" is not null and "refunds_due"."project_id" is null and "refunds_due"."installment_id" is null)
        or ("refunds_due"."order_id" is null and "refunds_due"."project_id" is not null and "refunds_due"."installment_id" is not null));
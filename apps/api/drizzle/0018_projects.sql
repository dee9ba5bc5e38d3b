CREATE TABLE "project_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"trigger" text NOT NULL,
	"due_on" date,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_installments_sequence_unique" UNIQUE("project_id","sequence"),
	CONSTRAINT "project_installments_paid_check" CHECK ("project_installments"."paid_amount" >= 0 and "project_installments"."paid_amount" <= "project_installments"."amount")
);
--> statement-breakpoint
CREATE TABLE "project_payment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"installment_id" uuid NOT NULL,
	"account_id" uuid,
	"method" text NOT NULL,
	"payer_bank" text DEFAULT '' NOT NULL,
	"payer_account" text DEFAULT '' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"amount_due" numeric(12, 2) NOT NULL,
	"receipt" text,
	"payment_session_id" uuid,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reject_reason" text,
	"reject_note" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"recognition_status" text,
	"recognition" jsonb,
	"amount_match" boolean,
	"bank_match" boolean,
	"recognition_attempts" integer DEFAULT 0 NOT NULL,
	"recognition_next_at" timestamp with time zone,
	"recognition_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_payment_records_session_unique" UNIQUE("payment_session_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"stage" text DEFAULT 'design' NOT NULL,
	"accepted_version" integer NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"site_work_at" timestamp with time zone,
	"handover_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"model_file" text,
	"model_poster" text,
	"model_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "installment_id" uuid;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_installments" ADD CONSTRAINT "project_installments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payment_records" ADD CONSTRAINT "project_payment_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payment_records" ADD CONSTRAINT "project_payment_records_installment_id_project_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."project_installments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payment_records" ADD CONSTRAINT "project_payment_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payment_records" ADD CONSTRAINT "project_payment_records_receipt_uploaded_files_name_fk" FOREIGN KEY ("receipt") REFERENCES "public"."uploaded_files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payment_records" ADD CONSTRAINT "project_payment_records_reviewed_by_staff_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_id_quotations_id_fk" FOREIGN KEY ("id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_model_file_uploaded_files_name_fk" FOREIGN KEY ("model_file") REFERENCES "public"."uploaded_files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_model_poster_uploaded_files_name_fk" FOREIGN KEY ("model_poster") REFERENCES "public"."uploaded_files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_events_project_idx" ON "project_events" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_installments_due_idx" ON "project_installments" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "project_payment_records_project_idx" ON "project_payment_records" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_payment_records_queue_idx" ON "project_payment_records" USING btree ("recognition_next_at") WHERE "project_payment_records"."recognition_status" = 'pending';--> statement-breakpoint
CREATE INDEX "project_payment_records_status_idx" ON "project_payment_records" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "projects_account_idx" ON "projects" USING btree ("account_id","accepted_at");--> statement-breakpoint
CREATE INDEX "projects_stage_idx" ON "projects" USING btree ("stage","accepted_at");--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_installment_id_project_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."project_installments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_sessions_installment_idx" ON "payment_sessions" USING btree ("installment_id");
CREATE TABLE "delivery_slot_days" (
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_slot_days_date_slot_pk" PRIMARY KEY("date","slot")
);

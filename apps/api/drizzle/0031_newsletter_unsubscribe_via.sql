ALTER TABLE "outbox_messages" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_via" text;
ALTER TABLE "payment_events" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "currency" text;
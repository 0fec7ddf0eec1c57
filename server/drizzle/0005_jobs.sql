CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"unique_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_unique_key_uq" UNIQUE("unique_key"),
	CONSTRAINT "jobs_status_ck" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_ck";--> statement-breakpoint
DROP INDEX "outbox_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
-- Mail waiting in the old outbox gets a delivery job (a row some process was sending goes back to pending).
UPDATE "outbox" SET "status" = 'pending' WHERE "status" = 'sending';--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "status", "attempts", "run_at", "created_at")
  SELECT 'mail', json_build_object('outboxId', "id"), 'pending', "attempts", "next_attempt_at", "created_at"
  FROM "outbox" WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "claimed_until";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_ck" CHECK ("outbox"."status" in ('pending', 'sent', 'logged', 'failed'));
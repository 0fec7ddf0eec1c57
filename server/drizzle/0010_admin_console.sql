CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_play_days" (
	"day" date NOT NULL,
	"game_index" integer NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_play_days_day_game_index_pk" PRIMARY KEY("day","game_index")
);
--> statement-breakpoint
CREATE TABLE "licence_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_type" text NOT NULL,
	"duration_days" integer NOT NULL,
	"count" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"owner_id" integer,
	"reason" text NOT NULL,
	"reporter_id" integer,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_items_kind_ck" CHECK ("moderation_items"."kind" in ('wordlist', 'image')),
	CONSTRAINT "moderation_items_reason_ck" CHECK ("moderation_items"."reason" in ('published', 'reported')),
	CONSTRAINT "moderation_items_status_ck" CHECK ("moderation_items"."status" in ('open', 'kept', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "is_banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "smtp_response" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "uploads_restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "uploads_restricted_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_reason" text;--> statement-breakpoint
ALTER TABLE "licence_batches" ADD CONSTRAINT "licence_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "moderation_items_status_idx" ON "moderation_items" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_items_target_idx" ON "moderation_items" USING btree ("kind","target_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_batch_id_licence_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."licence_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_batch_idx" ON "licences" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_ck" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."amount");--> statement-breakpoint
-- Accounts validated before the column existed count as activated when they joined.
UPDATE "users" SET "email_verified_at" = "date_joined" WHERE "has_valid_email";--> statement-breakpoint
-- The audit log is never editable: every UPDATE and DELETE of its rows is refused by the database itself.
CREATE FUNCTION admin_audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_audit_no_update_or_delete BEFORE UPDATE OR DELETE ON "admin_audit"
  FOR EACH ROW EXECUTE FUNCTION admin_audit_is_append_only();

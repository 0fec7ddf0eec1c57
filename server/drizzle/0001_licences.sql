CREATE TABLE "licences" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"license_type" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"date_purchased" timestamp with time zone NOT NULL,
	"duration_days" integer NOT NULL,
	"used_seconds" integer DEFAULT 0 NOT NULL,
	"run_started_at" timestamp with time zone,
	"queue_rank" integer,
	"ended_at" timestamp with time zone,
	"will_auto_renew" boolean DEFAULT false NOT NULL,
	"renew_time" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "licences_type_ck" CHECK ("licences"."license_type" in ('PRO', 'PRE', 'VIP')),
	CONSTRAINT "licences_duration_ck" CHECK ("licences"."duration_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_user_idx" ON "licences" USING btree ("user_id");
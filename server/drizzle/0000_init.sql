CREATE TABLE "games" (
	"internal_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"internal_name" text NOT NULL,
	"uses_words" boolean NOT NULL,
	"uses_backgrounds" boolean NOT NULL,
	"uses_projectiles" boolean NOT NULL,
	"uses_characters" boolean NOT NULL,
	"uses_monsters" boolean NOT NULL,
	"creation_time" timestamp with time zone NOT NULL,
	"has_template" boolean NOT NULL,
	"needs_pro" boolean NOT NULL,
	"needs_premium" boolean NOT NULL,
	CONSTRAINT "games_internal_name_unique" UNIQUE("internal_name")
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"has_valid_email" boolean DEFAULT false NOT NULL,
	"email_to_activate" text,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"always_save_wordlist_across_devices" boolean DEFAULT false NOT NULL,
	"used_pro_plan_trial" boolean DEFAULT false NOT NULL,
	"used_premium_plan_trial" boolean DEFAULT false NOT NULL,
	"accepted_terms_at" timestamp with time zone,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_seq_idx" ON "sessions" USING btree ("user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_uq" ON "users" USING btree ("username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_uq" ON "users" USING btree ("email_key");
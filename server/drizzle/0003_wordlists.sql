CREATE TABLE "account_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_codes_purpose_ck" CHECK ("account_codes"."purpose" in ('password', 'email'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"log_line" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"discard_after" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_ck" CHECK ("outbox"."status" in ('pending', 'sending', 'sent', 'logged', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "wordlist_favourites" (
	"user_id" integer NOT NULL,
	"wordlist_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wordlist_favourites_pk" PRIMARY KEY("user_id","wordlist_id")
);
--> statement-breakpoint
CREATE TABLE "wordlist_selections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"wordlist_id" integer NOT NULL,
	"selected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wordlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"theme" text NOT NULL,
	"words" text[] NOT NULL,
	"search_text" text NOT NULL,
	"is_private" boolean DEFAULT true NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"is_banned" boolean DEFAULT false NOT NULL,
	"has_been_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wordlists_likes_ck" CHECK ("wordlists"."likes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account_codes" ADD CONSTRAINT "account_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordlist_favourites" ADD CONSTRAINT "wordlist_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordlist_favourites" ADD CONSTRAINT "wordlist_favourites_wordlist_id_wordlists_id_fk" FOREIGN KEY ("wordlist_id") REFERENCES "public"."wordlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordlist_selections" ADD CONSTRAINT "wordlist_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordlist_selections" ADD CONSTRAINT "wordlist_selections_wordlist_id_wordlists_id_fk" FOREIGN KEY ("wordlist_id") REFERENCES "public"."wordlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordlists" ADD CONSTRAINT "wordlists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_codes_user_purpose_idx" ON "account_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "wordlist_favourites_wordlist_idx" ON "wordlist_favourites" USING btree ("wordlist_id");--> statement-breakpoint
CREATE INDEX "wordlist_selections_wordlist_idx" ON "wordlist_selections" USING btree ("wordlist_id");--> statement-breakpoint
CREATE INDEX "wordlists_owner_likes_idx" ON "wordlists" USING btree ("owner_id","likes","id");--> statement-breakpoint
CREATE INDEX "wordlists_public_likes_idx" ON "wordlists" USING btree ("likes" DESC NULLS LAST,"id") WHERE has_been_published and not is_private and not is_banned;--> statement-breakpoint
CREATE INDEX "wordlists_public_search_idx" ON "wordlists" USING gin ("search_text" gin_trgm_ops) WHERE has_been_published and not is_private and not is_banned;
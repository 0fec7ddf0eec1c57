CREATE TABLE "class_result_points" (
	"result_id" integer NOT NULL,
	"team_id" text NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "class_result_points_pk" PRIMARY KEY("result_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "class_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"game" text,
	"wordlist_id" integer,
	"played_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_word_outcomes" (
	"class_id" integer NOT NULL,
	"wordlist_id" integer NOT NULL,
	"word" text NOT NULL,
	"right" integer DEFAULT 0 NOT NULL,
	"wrong" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"revealed" integer DEFAULT 0 NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "class_word_outcomes_pk" PRIMARY KEY("class_id","wordlist_id","word"),
	CONSTRAINT "class_word_outcomes_counts_ck" CHECK ("class_word_outcomes"."right" >= 0 and "class_word_outcomes"."wrong" >= 0 and "class_word_outcomes"."skipped" >= 0 and "class_word_outcomes"."revealed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"teams" jsonb NOT NULL,
	"lesson_started_at" timestamp with time zone NOT NULL,
	"scores_reset_at" timestamp with time zone,
	"last_played_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_result_points" ADD CONSTRAINT "class_result_points_result_id_class_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."class_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_results" ADD CONSTRAINT "class_results_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_results" ADD CONSTRAINT "class_results_wordlist_id_wordlists_id_fk" FOREIGN KEY ("wordlist_id") REFERENCES "public"."wordlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_word_outcomes" ADD CONSTRAINT "class_word_outcomes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_word_outcomes" ADD CONSTRAINT "class_word_outcomes_wordlist_id_wordlists_id_fk" FOREIGN KEY ("wordlist_id") REFERENCES "public"."wordlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_results_client_uq" ON "class_results" USING btree ("class_id","client_id");--> statement-breakpoint
CREATE INDEX "class_results_class_played_idx" ON "class_results" USING btree ("class_id","played_at");--> statement-breakpoint
CREATE INDEX "class_word_outcomes_wordlist_idx" ON "class_word_outcomes" USING btree ("wordlist_id");--> statement-breakpoint
CREATE INDEX "classes_owner_name_idx" ON "classes" USING btree ("owner_id","name");
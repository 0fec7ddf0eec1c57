CREATE TABLE "lesson_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"class_id" integer,
	"wordlist_id" integer,
	"games" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_wordlist_id_wordlists_id_fk" FOREIGN KEY ("wordlist_id") REFERENCES "public"."wordlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_plans_owner_idx" ON "lesson_plans" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "lesson_plans_class_idx" ON "lesson_plans" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "lesson_plans_wordlist_idx" ON "lesson_plans" USING btree ("wordlist_id");
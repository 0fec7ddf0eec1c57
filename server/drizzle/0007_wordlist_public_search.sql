CREATE TABLE "wordlist_public_search" (
	"wordlist_id" integer PRIMARY KEY NOT NULL,
	"likes" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "wordlists_public_likes_idx";--> statement-breakpoint
DROP INDEX "wordlists_public_search_idx";--> statement-breakpoint
ALTER TABLE "wordlist_public_search" ADD CONSTRAINT "wordlist_public_search_wordlist_id_wordlists_id_fk" FOREIGN KEY ("wordlist_id") REFERENCES "public"."wordlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wordlist_public_search_likes_idx" ON "wordlist_public_search" USING btree ("likes" DESC NULLS LAST,"wordlist_id");--> statement-breakpoint
CREATE INDEX "wordlist_public_search_text_idx" ON "wordlist_public_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
-- wordlist_public_search is a copy of the public lists that only these triggers write (modules/wordlists/tables.ts
-- says why it exists). Statement triggers with transition tables: a bulk insert or update is copied in one statement.
CREATE FUNCTION "wordlist_public_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "wordlist_public_search" ("wordlist_id", "likes", "search_text")
    SELECT "id", "likes", "search_text" FROM new_rows
    WHERE "has_been_published" AND NOT "is_private" AND NOT "is_banned";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "wordlist_public_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "wordlist_public_search" AS s USING new_rows AS n
    WHERE s."wordlist_id" = n."id" AND NOT (n."has_been_published" AND NOT n."is_private" AND NOT n."is_banned");
  INSERT INTO "wordlist_public_search" AS s ("wordlist_id", "likes", "search_text")
    SELECT "id", "likes", "search_text" FROM new_rows
    WHERE "has_been_published" AND NOT "is_private" AND NOT "is_banned"
    ON CONFLICT ("wordlist_id") DO UPDATE SET "likes" = excluded."likes", "search_text" = excluded."search_text"
      WHERE (s."likes", s."search_text") IS DISTINCT FROM (excluded."likes", excluded."search_text");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "wordlist_public_search_insert" AFTER INSERT ON "wordlists"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wordlist_public_search_insert"();--> statement-breakpoint
CREATE TRIGGER "wordlist_public_search_update" AFTER UPDATE ON "wordlists"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wordlist_public_search_update"();--> statement-breakpoint
INSERT INTO "wordlist_public_search" ("wordlist_id", "likes", "search_text")
  SELECT "id", "likes", "search_text" FROM "wordlists"
  WHERE "has_been_published" AND NOT "is_private" AND NOT "is_banned";

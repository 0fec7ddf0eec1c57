CREATE TABLE "storage_intents" (
	"key" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_intents_reason_ck" CHECK ("storage_intents"."reason" in ('put', 'delete'))
);

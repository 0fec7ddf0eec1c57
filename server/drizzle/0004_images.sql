CREATE TABLE "image_favourites" (
	"user_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"type" text NOT NULL,
	"counts_like" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "image_favourites_pk" PRIMARY KEY("user_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "image_powers" (
	"image_id" integer NOT NULL,
	"position" integer NOT NULL,
	"projectile_id" integer NOT NULL,
	CONSTRAINT "image_powers_pk" PRIMARY KEY("image_id","position"),
	CONSTRAINT "image_powers_position_ck" CHECK ("image_powers"."position" >= 0 and "image_powers"."position" < 5)
);
--> statement-breakpoint
CREATE TABLE "image_upload_counts" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "image_upload_counts_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"color" text,
	"tags" text[] NOT NULL,
	"search_text" text NOT NULL,
	"is_private" boolean DEFAULT true NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "images_type_ck" CHECK ("images"."type" in ('characters', 'monsters', 'backgrounds', 'projectiles')),
	CONSTRAINT "images_likes_ck" CHECK ("images"."likes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "image_favourites" ADD CONSTRAINT "image_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_favourites" ADD CONSTRAINT "image_favourites_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_powers" ADD CONSTRAINT "image_powers_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_powers" ADD CONSTRAINT "image_powers_projectile_id_images_id_fk" FOREIGN KEY ("projectile_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_upload_counts" ADD CONSTRAINT "image_upload_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_favourites_user_type_idx" ON "image_favourites" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "image_favourites_image_idx" ON "image_favourites" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "image_powers_projectile_idx" ON "image_powers" USING btree ("projectile_id");--> statement-breakpoint
CREATE INDEX "images_owner_type_idx" ON "images" USING btree ("owner_id","type","likes" DESC NULLS LAST,"created_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "images_public_type_likes_idx" ON "images" USING btree ("type","likes" DESC NULLS LAST,"created_on" DESC NULLS LAST,"id") WHERE not is_private;--> statement-breakpoint
CREATE INDEX "images_search_idx" ON "images" USING gin ("search_text" gin_trgm_ops);
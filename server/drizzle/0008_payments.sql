CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"scope" text NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_scope_ck" CHECK ("coupons"."scope" in ('SUB', 'SINGLE', 'BOTH')),
	CONSTRAINT "coupons_uses_ck" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_uses" is null or "coupons"."uses" <= "coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"plan_code" text NOT NULL,
	"plan" text NOT NULL,
	"months" integer NOT NULL,
	"payment" text NOT NULL,
	"currency" text NOT NULL,
	"price" integer NOT NULL,
	"fee" integer NOT NULL,
	"discount" integer NOT NULL,
	"amount" integer NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"provider" text NOT NULL,
	"payment_option" text,
	"checkout_ref" text,
	"payment_ref" text,
	"subscription_ref" text,
	"status" text DEFAULT 'created' NOT NULL,
	"note" text,
	"licence_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('created', 'pending', 'paid', 'failed', 'refunded', 'cancelled')),
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."amount" > 0 and "orders"."amount" = "orders"."price" + "orders"."fee" - "orders"."discount")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"effect" text,
	"order_id" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_ref_uq" ON "orders" USING btree ("provider","checkout_ref");--> statement-breakpoint
CREATE INDEX "orders_payment_ref_idx" ON "orders" USING btree ("provider","payment_ref");--> statement-breakpoint
CREATE INDEX "orders_subscription_ref_idx" ON "orders" USING btree ("provider","subscription_ref");--> statement-breakpoint
CREATE INDEX "orders_licence_idx" ON "orders" USING btree ("licence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_effect_uq" ON "payment_events" USING btree ("provider","effect");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");
CREATE TYPE "public"."order_status" AS ENUM('PENDING', 'REQUIRES_RETRY', 'DECLINED', 'PAID');--> statement-breakpoint
CREATE TABLE "affiliate_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"percent" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_rewards_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "affiliate_rewards_percent" CHECK ("affiliate_rewards"."percent" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "course_cart_promotions" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "course_cart_promotions_percent" CHECK ("course_cart_promotions"."percent" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"course_id" integer,
	"bundle_id" integer,
	"list_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" "order_status" DEFAULT 'PENDING' NOT NULL,
	"currency" text NOT NULL,
	"real_total_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"charge_cents" integer NOT NULL,
	"affiliate_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_amounts" CHECK ("orders"."total_cents" >= 0 and "orders"."credit_cents" >= 0 and "orders"."charge_cents" = "orders"."total_cents" - "orders"."credit_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_rewards" ADD CONSTRAINT "affiliate_rewards_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rewards" ADD CONSTRAINT "affiliate_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_cart_promotions" ADD CONSTRAINT "course_cart_promotions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_rewards_affiliate" ON "affiliate_rewards" USING btree ("affiliate_user_id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_course" ON "order_lines" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paid_cart" ON "orders" USING btree ("cart_id") WHERE "orders"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "orders_user_created" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_order_attempt" ON "payment_attempts" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_success" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."outcome" = 'succeeded';
CREATE TABLE "microdegree_courses" (
	"microdegree_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "microdegree_courses_microdegree_id_course_id_pk" PRIMARY KEY("microdegree_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "microdegree_prices" (
	"microdegree_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "microdegree_prices_microdegree_id_currency_pk" PRIMARY KEY("microdegree_id","currency"),
	CONSTRAINT "microdegree_prices_non_negative" CHECK ("microdegree_prices"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "microdegrees" ADD COLUMN "description" jsonb;--> statement-breakpoint
ALTER TABLE "microdegree_courses" ADD CONSTRAINT "microdegree_courses_microdegree_id_microdegrees_id_fk" FOREIGN KEY ("microdegree_id") REFERENCES "public"."microdegrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microdegree_courses" ADD CONSTRAINT "microdegree_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microdegree_prices" ADD CONSTRAINT "microdegree_prices_microdegree_id_microdegrees_id_fk" FOREIGN KEY ("microdegree_id") REFERENCES "public"."microdegrees"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "channel_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"distinct_id" text,
	"user_id" integer,
	"url" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"query_params" jsonb NOT NULL,
	"iso" text,
	"source" text NOT NULL,
	"source_detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"page" text NOT NULL,
	"current_url" text NOT NULL,
	"distinct_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_entries_metric" CHECK ("performance_entries"."metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "performance_entries_value" CHECK ("performance_entries"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "channel" text DEFAULT 'server' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "session_id" bigint;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "event_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "sequence" integer;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "user_properties" jsonb;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "channel_registrations" ADD CONSTRAINT "channel_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_registrations_created" ON "channel_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "performance_entries_created" ON "performance_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_distinct_created" ON "analytics_events" USING btree ("distinct_id","created_at");
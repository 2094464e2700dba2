ALTER TABLE "quiz_attempts" ADD COLUMN "reviews" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_awaiting_review" ON "quiz_attempts" USING btree ("submitted_at","id") WHERE "quiz_attempts"."needs_review";--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_reviewed" CHECK ("quiz_attempts"."reviewed_at" is null or ("quiz_attempts"."submitted_at" is not null and not "quiz_attempts"."needs_review"));
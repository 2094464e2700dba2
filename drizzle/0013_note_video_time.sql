ALTER TABLE "learner_notes" ADD COLUMN "video_seconds" integer;--> statement-breakpoint
ALTER TABLE "learner_notes" ADD CONSTRAINT "learner_notes_video_seconds" CHECK ("learner_notes"."video_seconds" is null or ("learner_notes"."video_seconds" between 0 and 86400 and "learner_notes"."lecture_id" is not null));

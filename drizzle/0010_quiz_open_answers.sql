-- An open quiz attempt may hold the answers confirmed so far (show answers IMMEDIATELY: a revealed
-- answer is locked on the server); it still has no grade until it is submitted.
ALTER TABLE "quiz_attempts" DROP CONSTRAINT "quiz_attempts_submitted";--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_submitted" CHECK ("quiz_attempts"."submitted_at" is not null or ("quiz_attempts"."score_percent" is null and not "quiz_attempts"."passed"));
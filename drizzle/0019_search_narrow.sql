-- Search speed at scale (issue 16 item 4): a narrow copy of each public course for search.
-- A common word matches ~15 000 of 100 000 courses, and the facets count category × level ×
-- free over every match: from courses (rows of ~1.5 kB) that is ~11 000 heap pages a search.
-- Here the facet and popularity columns stay inline and both documents live out of line
-- (toast_tuple_target = 128 and STORAGE EXTERNAL: PostgreSQL moves a value out of line only
-- when its row passes the target, ~2 kB by default, and the documents are ~1.3 kB), so a row
-- is ~100 bytes and the same matches are a few hundred pages. A GIN match whose tsquery has
-- no weight labels is exact (no recheck), so the documents are never read back: matching and
-- ranking are GIN lookups (lib/server/services/search.ts).
--   document       courses.search_document (weights are ignored when matching)
--   rank_document  its ranked part (titles A, names B, details C) with each lexeme tagged by its
--                  weight ('a^diseno'), so that "every word in the title or category names" is
--                  an unweighted query ('a^diseno':* | 'b^diseno':*) the index answers alone
-- The trigger below keeps it: a row per course with a search document (public courses), written
-- in the same statement as the course, so the catalogue version of 0017 covers it.
CREATE TABLE "course_search" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"level" "course_level" NOT NULL,
	"free_type" boolean NOT NULL,
	"enrollments_count" integer NOT NULL,
	"score_average" double precision NOT NULL,
	"rank_document" "tsvector" NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_search" ADD CONSTRAINT "course_search_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_search" SET (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE "course_search" ALTER COLUMN "rank_document" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "course_search" ALTER COLUMN "document" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- The ranked document with every lexeme prefixed by its weight, lower-case ('a^', 'b^', 'c^');
-- a lexeme under several weights appears once per weight.
CREATE OR REPLACE FUNCTION public.cursalia_tagged_rank_document(doc tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_to_tsvector(array(
      SELECT DISTINCT lower(w) || '^' || u.lexeme FROM unnest(doc) u, unnest(u.weights) w)), ''::tsvector)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cursalia_course_search_copy() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.search_document IS NULL THEN
      DELETE FROM public.course_search WHERE course_id = NEW.id;
    ELSIF TG_OP = 'UPDATE' AND OLD.search_document = NEW.search_document AND OLD.search_rank_document = NEW.search_rank_document
          AND EXISTS (SELECT 1 FROM public.course_search WHERE course_id = NEW.id) THEN
      -- Popularity or facet columns only (an enrollment, a review): the out-of-line documents
      -- are left as they are instead of being written again.
      UPDATE public.course_search
        SET category_id = NEW.category_id, level = NEW.level, free_type = NEW.course_type = 'FREE',
            enrollments_count = NEW.enrollments_count, score_average = NEW.score_average
        WHERE course_id = NEW.id;
    ELSE
      INSERT INTO public.course_search (course_id, category_id, level, free_type, enrollments_count, score_average, rank_document, document)
        VALUES (NEW.id, NEW.category_id, NEW.level, NEW.course_type = 'FREE', NEW.enrollments_count, NEW.score_average,
                public.cursalia_tagged_rank_document(NEW.search_rank_document), NEW.search_document)
        ON CONFLICT (course_id) DO UPDATE
          SET category_id = EXCLUDED.category_id, level = EXCLUDED.level, free_type = EXCLUDED.free_type,
              enrollments_count = EXCLUDED.enrollments_count, score_average = EXCLUDED.score_average,
              rank_document = EXCLUDED.rank_document, document = EXCLUDED.document;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "courses_search_copy_insert" AFTER INSERT ON "courses"
  FOR EACH ROW WHEN (NEW.search_document IS NOT NULL) EXECUTE FUNCTION public.cursalia_course_search_copy();
--> statement-breakpoint
CREATE TRIGGER "courses_search_copy_update" AFTER UPDATE ON "courses"
  FOR EACH ROW WHEN (
    OLD.search_document IS DISTINCT FROM NEW.search_document OR OLD.search_rank_document IS DISTINCT FROM NEW.search_rank_document
    OR OLD.category_id <> NEW.category_id OR OLD.level <> NEW.level OR OLD.course_type <> NEW.course_type
    OR OLD.enrollments_count <> NEW.enrollments_count OR OLD.score_average <> NEW.score_average)
  EXECUTE FUNCTION public.cursalia_course_search_copy();
--> statement-breakpoint
INSERT INTO "course_search" ("course_id", "category_id", "level", "free_type", "enrollments_count", "score_average", "rank_document", "document")
  SELECT "id", "category_id", "level", "course_type" = 'FREE', "enrollments_count", "score_average",
         public.cursalia_tagged_rank_document("search_rank_document"), "search_document"
  FROM "courses" WHERE "search_document" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "course_search_document" ON "course_search" USING gin ("document");
--> statement-breakpoint
CREATE INDEX "course_search_rank_document" ON "course_search" USING gin ("rank_document");

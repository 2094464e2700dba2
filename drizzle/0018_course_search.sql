-- Search speed at scale (issue 16 item 4): course_search, one row per public course for the
-- search service (lib/server/services/search.ts). At 100 000 courses a common word ("diseño")
-- matches 15 000 of them; the search read category, level and popularity of each from courses,
-- looked its price up in course_prices (a full scan of the USD prices' index) and scored it by
-- decompressing its ranked document up to nine times. Here each match is one row holding all
-- it needs:
--   * category_id, level, free (isFreeOfCharge: FREE, or a sale price of 0 in USD, the base
--     currency of lib/domain/commerce/cart-currency.ts), enrollments and score;
--   * document: the course's search_document (0012) plus each of its title (A), category and
--     subcategory name (B) and professor/software/level (C) lexemes tagged by field ("a§diseno",
--     "b§diseno"), without positions or weights (strip): a ranking tier ("every word in the
--     title, exactly") is then a plain tsquery over the GIN index (no weights, so no recheck),
--     and the document is never read at search time. toast_tuple_target = 128 moves it out of
--     line when a row passes PostgreSQL's 2 kB threshold (most stay under it: ~1.4 kB).
-- Triggers keep it: courses (insert, update: the document and tags only when search_document
-- changed, the numbers otherwise; a course that stops being public leaves) and course_prices
-- (the free flag). The GIN index of courses.search_document is no longer read and goes.
CREATE TABLE "course_search" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"level" "course_level" NOT NULL,
	"free" boolean NOT NULL,
	"enrollments" integer NOT NULL,
	"score" double precision NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_search" ADD CONSTRAINT "course_search_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_search" SET (toast_tuple_target = 128);
--> statement-breakpoint
-- The A-C lexemes of a document, each tagged by its field weights ('a§', 'b§', 'c§').
-- "§" never occurs in a lexeme of the documents' parser, so no typed word or prefix reaches a tag.
CREATE OR REPLACE FUNCTION public.cursalia_search_field_tags(doc tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_to_tsvector(array_agg(DISTINCT lower(w) || '§' || u.lexeme)), ''::tsvector)
    FROM unnest(doc) AS u, unnest(u.weights) AS w
    WHERE w IN ('A', 'B', 'C')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cursalia_course_is_free(course integer, kind text) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT kind = 'FREE' OR EXISTS (
      SELECT 1 FROM public.course_prices p WHERE p.course_id = course AND p.currency = 'USD' AND p.price_cents = 0)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cursalia_course_search_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.search_document IS NULL THEN
      IF TG_OP = 'UPDATE' AND OLD.search_document IS NOT NULL THEN
        DELETE FROM public.course_search WHERE course_id = NEW.id;
      END IF;
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.search_document IS NOT DISTINCT FROM NEW.search_document THEN
      UPDATE public.course_search s
        SET category_id = NEW.category_id, level = NEW.level, enrollments = NEW.enrollments_count, score = NEW.score_average,
            free = public.cursalia_course_is_free(NEW.id, NEW.course_type::text)
        WHERE s.course_id = NEW.id
          AND (s.category_id, s.level, s.enrollments, s.score, s.free)
              IS DISTINCT FROM (NEW.category_id, NEW.level, NEW.enrollments_count, NEW.score_average, public.cursalia_course_is_free(NEW.id, NEW.course_type::text));
      IF FOUND OR EXISTS (SELECT 1 FROM public.course_search WHERE course_id = NEW.id) THEN
        RETURN NULL;
      END IF;
    END IF;
    INSERT INTO public.course_search (course_id, category_id, level, free, enrollments, score, document)
      VALUES (NEW.id, NEW.category_id, NEW.level, public.cursalia_course_is_free(NEW.id, NEW.course_type::text),
              NEW.enrollments_count, NEW.score_average, strip(NEW.search_document || public.cursalia_search_field_tags(NEW.search_document)))
      ON CONFLICT (course_id) DO UPDATE SET
        category_id = EXCLUDED.category_id, level = EXCLUDED.level, free = EXCLUDED.free,
        enrollments = EXCLUDED.enrollments, score = EXCLUDED.score, document = EXCLUDED.document;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "courses_course_search" AFTER INSERT OR UPDATE ON "courses"
  FOR EACH ROW EXECUTE FUNCTION public.cursalia_course_search_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cursalia_course_search_price() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    course integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.course_id ELSE NEW.course_id END;
  BEGIN
    IF (TG_OP <> 'DELETE' AND NEW.currency = 'USD') OR (TG_OP <> 'INSERT' AND OLD.currency = 'USD') THEN
      UPDATE public.course_search s SET free = f.free
        FROM (SELECT public.cursalia_course_is_free(c.id, c.course_type::text) AS free FROM public.courses c WHERE c.id = course) f
        WHERE s.course_id = course AND s.free IS DISTINCT FROM f.free;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "course_prices_course_search" AFTER INSERT OR UPDATE OR DELETE ON "course_prices"
  FOR EACH ROW EXECUTE FUNCTION public.cursalia_course_search_price();
--> statement-breakpoint
INSERT INTO "course_search" (course_id, category_id, level, free, enrollments, score, document)
  SELECT c.id, c.category_id, c.level, public.cursalia_course_is_free(c.id, c.course_type::text), c.enrollments_count, c.score_average,
         strip(c.search_document || public.cursalia_search_field_tags(c.search_document))
  FROM "courses" c WHERE c.search_document IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "course_search_document" ON "course_search" USING gin ("document");
--> statement-breakpoint
DROP INDEX IF EXISTS "courses_search_document";

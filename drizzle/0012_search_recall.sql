-- Search that finds what people type (issue 16 items 1-2). Replaces the search document of
-- 0002_search.sql (titles + Spanish summary) with one that holds, in Spanish, Portuguese and
-- English, everything a visitor may type, each part under the weight that ranks it
-- (lib/catalogue/search-query.ts builds the queries that read these weights):
--   A  titles
--   B  category and subcategory names
--   C  professor name, software, level names
--   D  summaries
-- Each text is unaccented and indexed twice: stemmed by its language's snowball stemmer
-- (es → spanish, pt → portuguese, en → english: "fotografías" ~ "fotografía") and as plain
-- words ('simple'), so that a prefix query ('progra':*) finds the word as written.
-- The category, subcategory and professor live in other tables, so the column can no longer
-- be GENERATED: a trigger computes it (and search_rank_document, its A-C part, which ranking
-- reads), and renames of those rows recompute their courses.
-- search_words is the lexicon of every lexeme of every document: the typo tolerance looks a
-- typed word up there (trigram index) instead of scanning courses.
-- Only pg_trgm and unaccent (created by lib/server/db/migrate.ts) and plpgsql: PGlite and
-- PostgreSQL 15+.
ALTER TABLE "courses" ALTER COLUMN "search_document" DROP EXPRESSION;
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.cursalia_course_search_document(jsonb, jsonb);
--> statement-breakpoint
-- The words a level is searched by, in the three languages (course.levels messages and their
-- usual synonyms).
CREATE OR REPLACE FUNCTION public.cursalia_level_words(level text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE level
      WHEN 'BEGINNER' THEN 'principiante básico inicial iniciante beginner'
      WHEN 'INTERMEDIATE' THEN 'intermedio intermediário intermediate'
      WHEN 'ADVANCED' THEN 'avanzado avançado advanced'
      ELSE '' END
  $$;
--> statement-breakpoint
-- A localized text ({es, pt, en}) under one weight: each language through its stemmer, and
-- all of them as plain words, everything unaccented.
CREATE OR REPLACE FUNCTION public.cursalia_localized_tsvector(texts jsonb, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(
         to_tsvector('pg_catalog.spanish'::regconfig, public.cursalia_unaccent(coalesce(texts->>'es', '')))
      || to_tsvector('pg_catalog.portuguese'::regconfig, public.cursalia_unaccent(coalesce(texts->>'pt', '')))
      || to_tsvector('pg_catalog.english'::regconfig, public.cursalia_unaccent(coalesce(texts->>'en', '')))
      || to_tsvector('pg_catalog.simple'::regconfig, public.cursalia_unaccent(
           coalesce(texts->>'es', '') || ' ' || coalesce(texts->>'pt', '') || ' ' || coalesce(texts->>'en', ''))),
      weight)
  $$;
--> statement-breakpoint
-- The ranked part of a document (titles A, names B, details C): small (a few dozen lexemes,
-- stored inline), so scoring thousands of matches never decompresses the whole document.
CREATE OR REPLACE FUNCTION public.cursalia_course_rank_document(
  title jsonb, category_name jsonb, subcategory_name jsonb, professor_name text, software text[], level text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT public.cursalia_localized_tsvector(title, 'A')
        || public.cursalia_localized_tsvector(coalesce(category_name, '{}'::jsonb), 'B')
        || public.cursalia_localized_tsvector(coalesce(subcategory_name, '{}'::jsonb), 'B')
        || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.cursalia_unaccent(
             coalesce(professor_name, '') || ' ' || coalesce(array_to_string(software, ' '), '') || ' ' || public.cursalia_level_words(level))), 'C')
  $$;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "search_rank_document" tsvector;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_words" (
  "word" text COLLATE "C" PRIMARY KEY
);
--> statement-breakpoint
-- Typo candidates: `typed <% word` (word similarity, so a typed prefix finds the whole word).
CREATE INDEX IF NOT EXISTS "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cursalia_course_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.search_rank_document := public.cursalia_course_rank_document(
      NEW.title,
      (SELECT c.name FROM public.categories c WHERE c.id = NEW.category_id),
      (SELECT s.name FROM public.subcategories s WHERE s.id = NEW.subcategory_id),
      (SELECT p.full_name FROM public.professors p WHERE p.id = NEW.professor_id),
      NEW.software,
      NEW.level::text);
    -- Only public courses have a document: the search's only condition is then the indexed
    -- `search_document @@ query`, so no other index (the partial ones over public courses)
    -- can pass for a cheaper plan that reads every document; and private words stay out of
    -- the lexicon.
    NEW.search_document := CASE WHEN NEW.is_active AND NEW.organization_id IS NULL
      THEN NEW.search_rank_document || public.cursalia_localized_tsvector(coalesce(NEW.summary, '{}'::jsonb), 'D')
      END;
    IF NEW.search_document IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.search_document IS DISTINCT FROM OLD.search_document) THEN
      INSERT INTO public.search_words (word)
        SELECT DISTINCT w FROM unnest(tsvector_to_array(NEW.search_document)) AS w
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
-- `search_document` is in the column list so that `SET search_document = NULL` recomputes it;
-- is_active and organization_id because only public courses have one.
CREATE TRIGGER "courses_search_document"
  BEFORE INSERT OR UPDATE OF title, summary, category_id, subcategory_id, professor_id, software, level, is_active, organization_id, search_document
  ON "courses" FOR EACH ROW EXECUTE FUNCTION public.cursalia_course_search_refresh();
--> statement-breakpoint
-- A renamed category, subcategory or professor: recompute the documents of its courses.
CREATE OR REPLACE FUNCTION public.cursalia_course_search_rename() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_TABLE_NAME = 'categories' THEN
      UPDATE public.courses SET search_document = NULL WHERE category_id = NEW.id;
    ELSIF TG_TABLE_NAME = 'subcategories' THEN
      UPDATE public.courses SET search_document = NULL WHERE subcategory_id = NEW.id;
    ELSE
      UPDATE public.courses SET search_document = NULL WHERE professor_id = NEW.id;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "categories_search_document" AFTER UPDATE OF name ON "categories"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION public.cursalia_course_search_rename();
--> statement-breakpoint
CREATE TRIGGER "subcategories_search_document" AFTER UPDATE OF name ON "subcategories"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION public.cursalia_course_search_rename();
--> statement-breakpoint
CREATE TRIGGER "professors_search_document" AFTER UPDATE OF full_name ON "professors"
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION public.cursalia_course_search_rename();
--> statement-breakpoint
-- Existing rows: the trigger recomputes every document and fills the lexicon.
UPDATE "courses" SET "search_document" = NULL;

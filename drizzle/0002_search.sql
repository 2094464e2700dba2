-- Course search (issue 4): accent-insensitive Spanish full text plus trigram typo tolerance.
-- The extensions pg_trgm and unaccent are created by lib/server/db/migrate.ts before any
-- migration runs. lib/server/services/search.ts uses the same column and functions, so the
-- planner matches its predicates to these indexes. Runs on PGlite and PostgreSQL 15+.
--
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index
-- expression; this wrapper pins the dictionary by qualified name and is declared IMMUTABLE.
CREATE OR REPLACE FUNCTION public.cursalia_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The search document of a course: every title (weight A) and the Spanish summary (weight B),
-- unaccented, through the Spanish stemmer ("fotografías" and "fotografía" share a lexeme).
CREATE OR REPLACE FUNCTION public.cursalia_course_search_document(title jsonb, summary jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('pg_catalog.spanish'::regconfig, public.cursalia_unaccent(
             coalesce(title->>'es', '') || ' ' || coalesce(title->>'pt', '') || ' ' || coalesce(title->>'en', ''))), 'A')
        || setweight(to_tsvector('pg_catalog.spanish'::regconfig, public.cursalia_unaccent(coalesce(summary->>'es', ''))), 'B')
  $$;
--> statement-breakpoint
-- A title in one language (Spanish when that one is missing), unaccented and lower-cased: what
-- trigram similarity compares a typo'd term with. One index per language: the visitor's own
-- titles are short (about 40 characters), so rechecking a candidate is 3x cheaper than over
-- all three languages at once, and full text already covers every language.
CREATE OR REPLACE FUNCTION public.cursalia_course_search_title(title jsonb, lang text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.cursalia_unaccent(coalesce(nullif(title->>lang, ''), title->>'es', ''))) $$;
--> statement-breakpoint
-- Stored (declared in schema.ts as courses.searchDocument): ranking reads it with ts_rank_cd
-- instead of re-parsing every match, which costs ~30 µs a row (a common word matches 8 000
-- of 100 000 courses).
ALTER TABLE "courses" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (public.cursalia_course_search_document(title, summary)) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_search_document" ON "courses" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_search_title_es_trgm" ON "courses" USING gin (public.cursalia_course_search_title("title", 'es') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_search_title_pt_trgm" ON "courses" USING gin (public.cursalia_course_search_title("title", 'pt') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_search_title_en_trgm" ON "courses" USING gin (public.cursalia_course_search_title("title", 'en') gin_trgm_ops);

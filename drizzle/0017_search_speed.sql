CREATE TABLE "search_catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_catalogue_version_one_row" CHECK ("search_catalogue_version"."id")
);
--> statement-breakpoint
-- Search speed at scale (issue 16 item 4). Three parts:
--
-- 1. The catalogue's version, for the search result cache (lib/server/services/search-cache.ts):
--    one row, bumped when a transaction that wrote courses, course_prices, categories,
--    subcategories or professors commits (everything a search result shows or is ranked by).
--    The bump is a deferred constraint trigger, so it runs at commit, after every other lock
--    the transaction takes (no new deadlock), and once per transaction (a transaction-local
--    setting marks it done). The new version becomes visible together with the write: a reader
--    that reads version V before searching sees every write V counts.
INSERT INTO "search_catalogue_version" ("id", "version") VALUES (true, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cursalia_search_catalogue_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF current_setting('cursalia.search_catalogue_bumped', true) IS DISTINCT FROM 'on' THEN
      PERFORM set_config('cursalia.search_catalogue_bumped', 'on', true);
      UPDATE public.search_catalogue_version SET version = version + 1;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_search_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "courses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.cursalia_search_catalogue_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_prices_search_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "course_prices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.cursalia_search_catalogue_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_search_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.cursalia_search_catalogue_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subcategories_search_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "subcategories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.cursalia_search_catalogue_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professors_search_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "professors"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.cursalia_search_catalogue_bump();
--> statement-breakpoint
-- TRUNCATE has no row events (and constraint triggers no TRUNCATE): bump at once.
CREATE TRIGGER "courses_search_catalogue_truncate" AFTER TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION public.cursalia_search_catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER "course_prices_search_catalogue_truncate" AFTER TRUNCATE ON "course_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION public.cursalia_search_catalogue_bump();

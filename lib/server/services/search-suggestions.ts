import 'server-only';
import { and, asc, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courses, professors, subcategories, type LocalizedText } from '@/lib/server/db/schema';
import { localized } from '@/lib/domain/i18n/localized';
import { categoryPath } from '@/lib/domain/paths/course-paths';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { catalogueHref } from '@/lib/domain/catalogue/catalogue-params';
import { searchHref } from '@/lib/domain/catalogue/search-params';
import { parseSearchTerm } from '@/lib/domain/catalogue/search-term';
import { withoutFillerWords } from '@/lib/domain/catalogue/search-ranking';
import { nameMatches, SUGGESTED_CATEGORIES, SUGGESTED_PROFESSORS } from '@/lib/domain/catalogue/search-suggestions';
import type { SearchWord } from '@/lib/domain/catalogue/search-words';
import { analyseSearchWords } from './search';

/**
 * The menu overlay's category and professor suggestions (issue 16 item 3), beside its course
 * suggestions (searchCourses): categories and subcategories whose name (any language) has
 * every searched word, and professors with public courses whose name has them. Names are
 * matched like course documents (lib/domain/catalogue/search-suggestions.ts). Categories and
 * subcategories are a few dozen rows; professors are narrowed in SQL by the words' plain
 * forms and alternatives before the exact check, and never scan courses (their count uses
 * the courses_public_professor index).
 */

/** URLs are in the visitor's language (localizedPath), like Course.url. */
export type CategorySuggestion = { name: string; parentName: string | null; url: string };
export type ProfessorSuggestion = { name: string; url: string; courseCount: number };
export type SearchSuggestions = { categories: CategorySuggestion[]; professors: ProfessorSuggestion[] };

const names = (text: LocalizedText) => [text.es, text.pt ?? '', text.en ?? ''];

async function categorySuggestions(db: Db, words: readonly SearchWord[], locale: string): Promise<CategorySuggestion[]> {
  const cats = await db.select({ id: categories.id, slug: categories.slug, name: categories.name, position: categories.position }).from(categories).orderBy(asc(categories.position), asc(categories.id));
  const subs = await db
    .select({ categoryId: subcategories.categoryId, slug: subcategories.slug, name: subcategories.name })
    .from(subcategories)
    .orderBy(asc(subcategories.position), asc(subcategories.id));
  const out: CategorySuggestion[] = [];
  for (const c of cats) if (nameMatches(names(c.name), words)) out.push({ name: localized(c.name, locale), parentName: null, url: localizedPath(categoryPath(c.slug), locale) });
  for (const s of subs) {
    const parent = cats.find((c) => c.id === s.categoryId);
    if (parent && nameMatches(names(s.name), words)) {
      out.push({ name: localized(s.name, locale), parentName: localized(parent.name, locale), url: localizedPath(catalogueHref({ category: parent.slug, subcategory: s.slug }), locale) });
    }
  }
  return out.slice(0, SUGGESTED_CATEGORIES);
}

async function professorSuggestions(db: Db, words: readonly SearchWord[], locale: string): Promise<ProfessorSuggestion[]> {
  const folded = sql`lower(public.cursalia_unaccent(${professors.fullName}))`;
  // Narrowing only (the exact rule is nameMatches): each word, stem or alternative as a substring.
  const narrow = words.map((w) => sql`(${sql.join([w.word, ...w.stems, ...w.typos].map((alt) => sql`strpos(${folded}, ${alt}) > 0`), sql` or `)})`);
  const publicCourses = sql<number>`(select count(*)::int from ${courses} c where c.professor_id = ${professors.id} and c.is_active and c.organization_id is null)`;
  const rows = await db
    .select({ id: professors.id, fullName: professors.fullName, courseCount: publicCourses })
    .from(professors)
    .where(and(...narrow, sql`${publicCourses} > 0`))
    .orderBy(sql`3 desc`, asc(professors.fullName))
    .limit(50);
  return rows
    .filter((p) => nameMatches([p.fullName], words))
    .slice(0, SUGGESTED_PROFESSORS)
    .map((p) => ({ name: p.fullName, url: localizedPath(searchHref(p.fullName), locale), courseCount: Number(p.courseCount) }));
}

/** Suggestions for what the visitor typed (nothing for an invalid term or only stop words). */
export async function searchSuggestions(db: Db, input: { term: string; locale: string }): Promise<SearchSuggestions> {
  const term = parseSearchTerm(input.term);
  if (!term.isValid) return { categories: [], professors: [] };
  const words = await analyseSearchWords(db, withoutFillerWords(term.evaluatedValue), input.locale);
  if (words.length === 0) return { categories: [], professors: [] };
  return { categories: await categorySuggestions(db, words, input.locale), professors: await professorSuggestions(db, words, input.locale) };
}

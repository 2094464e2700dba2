import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { getDb, type Db } from '@/lib/server/db/client';
import { categories } from '@/lib/server/db/schema';
import { analyseSearchWords, searchCourses } from '@/lib/server/services/search';
import { termQuery, tierQueries } from '@/lib/domain/catalogue/search-query';
import { withoutFillerWords } from '@/lib/domain/catalogue/search-ranking';

/**
 * The tiered page (issue 16 item 4: tiers read best first over course_search's field-tagged
 * lexemes, stopping once the page is full) is exactly the full ranking of item 2: every match
 * scored by the weights of courses.search_rank_document, then enrollments, rating, oldest id.
 */
const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

let db: Db;

/** A tagged tier query as the weighted query over the ranked document it stands for: 'a§x':* → 'x':*A. */
function weighted(query: string): string {
  return query.replace(/'([abc])§((?:[^']|'')*)'(:\*)?/g, (_m, tag: string, lexeme: string, star?: string) => `'${lexeme}':${star ? '*' : ''}${tag.toUpperCase()}`);
}

async function reference(term: string, offset: number, limit: number, where: { categoryId?: number; level?: string } = {}): Promise<{ ids: number[]; total: number }> {
  const words = await analyseSearchWords(db, withoutFillerWords(term), 'es');
  const tiers = tierQueries(words, 'all');
  const score = sql.join(
    tiers.map((t) => sql`when search_rank_document @@ ${weighted(t.query)}::tsquery then ${sql.raw(String(t.score))}`),
    sql` `,
  );
  const filters = sql.join(
    [where.categoryId !== undefined ? sql` and category_id = ${where.categoryId}` : sql``, where.level ? sql` and level = ${where.level}` : sql``],
    sql``,
  );
  const match = sql`search_document @@ ${termQuery(words, 'all')}::tsquery`;
  const page = await db.execute(sql`select id from courses where ${match}${filters}
    order by (case ${score} else 0 end) desc, enrollments_count desc, score_average desc, id limit ${limit} offset ${offset}`);
  const count = await db.execute(sql`select count(*)::int as n from courses where ${match}${filters}`);
  return {
    ids: (page as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)),
    total: Number((count as unknown as { rows: { n: number }[] }).rows[0].n),
  };
}

describe(`tiered search page equals the full ranking on ${label}`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
    db = await getDb();
  });
  afterAll(teardownTestDatabase);

  it('the tagged query reads as the weighted one', () => {
    expect(weighted("(('a§foto':* | 'b§foto':*) | ('a§fot' | 'b§fot')) & ('a§it''s')")).toBe("(('foto':*A | 'foto':*B) | ('fot':A | 'fot':B)) & ('it''s':A)");
  });

  const terms = ['diseño', 'foto', 'fotografia digtal', 'photoshop', 'ilustracion', 'marketing digital', 'progra', 'avanzado', 'acuarela', 'excel'];

  // Both ways of reading the page: tier by tier (limit 0) and scored in one pass (the seeded demo is small).
  const ways = [
    ['tiers', 0],
    ['one pass', 1_000_000],
  ] as const;

  it.each(terms)('"%s": same pages (first, second, deep) and the same total', async (term) => {
    for (const [offset, limit] of [
      [0, 24],
      [24, 24],
      [3, 5],
      [90, 30],
    ] as const) {
      const ref = await reference(term, offset, limit);
      for (const [way, inlineRankLimit] of ways) {
        const r = await searchCourses(db, { term, locale: 'es', offset, limit }, { inlineRankLimit });
        expect(r.items.map((c) => c.id), `${way}, offset ${offset}`).toEqual(ref.ids);
        expect(r.totalCount).toBe(ref.total);
      }
    }
  });

  it('and with filters', async () => {
    // The category with the most "diseño" matches.
    const top = await searchCourses(db, { term: 'diseño', locale: 'es', offset: 0, limit: 1 });
    const slug = top.facets.categories[0].slug;
    const [cat] = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(sql`${categories.slug} = ${slug}`);
    for (const term of ['diseño', 'foto', 'avanzado']) {
      const ref = await reference(term, 0, 24, { categoryId: cat.id, level: 'BEGINNER' });
      for (const [way, inlineRankLimit] of ways) {
        const r = await searchCourses(db, { term, locale: 'es', offset: 0, limit: 24, category: cat.slug, level: 'BEGINNER' }, { inlineRankLimit });
        expect(r.items.map((c) => c.id), way).toEqual(ref.ids);
        expect(r.totalCount).toBe(ref.total);
      }
    }
  });
});

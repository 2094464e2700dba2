import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { getDb } from '@/lib/server/db/client';
import { categories, coursePrices, courses, professors } from '@/lib/server/db/schema';
import { isFreeOfCharge } from '@/lib/domain/commerce/free-of-charge';
import { searchSuggestions } from '@/lib/server/services/search-suggestions';
import { searchCourses, type SearchCoursesInput, type SearchCoursesResult } from '@/lib/server/services/search';
import { foldForComparison } from '@/lib/domain/catalogue/search-ranking';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

async function search(term: string, extra: Partial<SearchCoursesInput> = {}): Promise<SearchCoursesResult> {
  return searchCourses(await getDb(), { term, locale: 'es', offset: 0, limit: 24, ...extra });
}

const titles = (r: SearchCoursesResult, lang: 'es' | 'pt' | 'en' = 'es') => r.items.map((c) => c.title[lang] ?? c.title.es);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Facets of a result with no filters: each one partitions the matches. */
function expectFacetsAddUp(r: SearchCoursesResult) {
  expect(sum(r.facets.categories.map((c) => c.count))).toBe(r.totalCount);
  expect(sum(r.facets.levels.map((l) => l.count))).toBe(r.totalCount);
  expect(r.facets.price.free + r.facets.price.paid).toBe(r.totalCount);
}

describe(`course search on ${label} (seeded demo catalogue)`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('ignores accents: "diseno" finds courses whose Spanish title says "diseño"', async () => {
    const r = await search('diseno');
    expect(r.match).toBe('fulltext');
    expect(r.totalCount).toBeGreaterThan(0);
    expect(titles(r).some((t) => t.includes('Diseño'))).toBe(true);
    const accented = await search('DISEÑO');
    expect(accented.items.map((c) => c.id)).toEqual(r.items.map((c) => c.id));
  });

  it('stems Spanish: "fotografías" finds "Fotografía …" titles, then the rest of the category', async () => {
    const r = await search('fotografías');
    expect(r.match).toBe('fulltext');
    expect(r.totalCount).toBeGreaterThan(0);
    // Titles first (issue 16 item 2), then the category's other courses.
    expect(foldForComparison(titles(r)[0])).toContain('fotograf');
    expect(r.items.every((c) => c.category.slug === 'fotografia' || foldForComparison(c.title.es).includes('fotograf'))).toBe(true);
    expect(titles(r)).toContain('Fotografía digital para principiantes');
  });

  it('tolerates typos: "fotografia digtal" finds "Fotografía digital…" first, and only courses with both words', async () => {
    const r = await search('fotografia digtal');
    expect(r.match).toBe('fuzzy');
    expect(titles(r)[0]).toMatch(/^Fotografía digital/);
    expect(r.words.map((w) => w.word)).toEqual(['fotografia', 'digtal']);
    expect(r.words[1].typos).toContain('digital');
    expect(r.suggestion).toBeNull();
    const single = await search('fotgrafia');
    expect(single.match).toBe('fuzzy');
    expect(titles(single)[0]).toMatch(/^Fotografía/);
    expect(single.items.every((c) => c.category.slug === 'fotografia' || foldForComparison(c.title.es).includes('fotograf'))).toBe(true);
  });

  it('ignores filler words ("curso de …") and a leading minus', async () => {
    const plain = await search('photoshop');
    const filler = await search('curso de photoshop');
    expect(plain.totalCount).toBeGreaterThan(0);
    expect(filler.items.map((c) => c.id)).toEqual(plain.items.map((c) => c.id));
    const negated = await search('-photoshop');
    expect(negated.totalCount).toBe(plain.totalCount);
  });

  it('ranks title matches first, then by enrollments', async () => {
    const r = await search('photoshop');
    const inTitle = r.items.map((c) => /photoshop/i.test(`${c.title.es} ${c.title.pt} ${c.title.en}`));
    // Every title match comes before any summary-only match.
    expect(inTitle.indexOf(false) === -1 || inTitle.lastIndexOf(true) < inTitle.indexOf(false)).toBe(true);
  });

  it('facet counts add up, and each facet ignores its own filter', async () => {
    const all = await search('diseño', { limit: 100 });
    expect(all.totalCount).toBeGreaterThan(5);
    expectFacetsAddUp(all);
    expect(all.facets.categories.length).toBeGreaterThan(1);

    const top = all.facets.categories[0];
    const inCategory = await search('diseño', { category: top.slug, limit: 100 });
    expect(inCategory.filters.category).toBe(top.slug);
    expect(inCategory.totalCount).toBe(top.count);
    expect(inCategory.items.every((c) => c.category.slug === top.slug)).toBe(true);
    // The category facet still lists the other categories with their full counts.
    expect(inCategory.facets.categories).toEqual(all.facets.categories);
    expect(sum(inCategory.facets.levels.map((l) => l.count))).toBe(inCategory.totalCount);
    expect(inCategory.facets.price.free + inCategory.facets.price.paid).toBe(inCategory.totalCount);

    const level = inCategory.facets.levels[0];
    const both = await search('diseño', { category: top.slug, level: level.value, limit: 100 });
    expect(both.totalCount).toBe(level.count);
    expect(both.items.every((c) => c.level === level.value && c.category.slug === top.slug)).toBe(true);

    const paid = await search('diseño', { price: 'paid', limit: 100 });
    expect(paid.totalCount).toBe(all.facets.price.paid);
    expect(paid.items.every((c) => !isFreeOfCharge(c))).toBe(true);
    const free = await search('diseño', { price: 'free', limit: 100 });
    expect(free.totalCount).toBe(all.facets.price.free);
    expect(free.items.every((c) => isFreeOfCharge(c))).toBe(true);

    // A paid course discounted to 100 % moves to the free side (issue 19 item 2: the one rule).
    const promoted = paid.items[0];
    const db = await getDb();
    const usdRow = and(eq(coursePrices.courseId, promoted.id), eq(coursePrices.currency, 'USD'));
    const [usd] = await db.select().from(coursePrices).where(usdRow);
    await db.update(coursePrices).set({ priceCents: 0 }).where(usdRow);
    try {
      const after = await search('diseño', { price: 'free', limit: 100 });
      expect(after.facets.price.free).toBe(all.facets.price.free + 1);
      expect(after.items.map((c) => c.id)).toContain(promoted.id);
    } finally {
      await db.update(coursePrices).set({ priceCents: usd.priceCents }).where(usdRow);
    }

    const unknown = await search('diseño', { category: 'no-such-category' });
    expect(unknown.filters.category).toBeNull();
    expect(unknown.totalCount).toBe(all.totalCount);
  });

  it('pages without overlap and agrees with the total', async () => {
    const all = await search('diseño', { limit: 100 });
    const first = await search('diseño', { limit: 5 });
    const second = await search('diseño', { offset: 5, limit: 5 });
    expect(first.totalCount).toBe(all.totalCount);
    expect(first.items.map((c) => c.id)).toEqual(all.items.slice(0, 5).map((c) => c.id));
    expect(second.items.map((c) => c.id)).toEqual(all.items.slice(5, 10).map((c) => c.id));
    const past = await search('diseño', { offset: all.totalCount, limit: 5 });
    expect(past.items).toEqual([]);
    expect(past.totalCount).toBe(all.totalCount);
  });

  it('typo tolerance works in the visitor language too', async () => {
    const en = await search('photografy', { locale: 'en' });
    expect(en.match).toBe('fuzzy');
    expect(titles(en, 'en')[0]).toMatch(/photograph/i);
    expect(en.items.every((c) => c.category.slug === 'fotografia' || /photograph/i.test(c.title.en ?? ''))).toBe(true);
  });

  it('nonsense gives zero results and a suggestion; no resemblance gives no suggestion', async () => {
    const r = await search('xyzfotografia');
    expect(r.totalCount).toBe(0);
    expect(r.items).toEqual([]);
    expect(r.match).toBe('none');
    expect(r.suggestion).toBe('Fotografía');
    const followed = await search(r.suggestion!);
    expect(followed.totalCount).toBeGreaterThan(0);

    const pt = await search('xyzfotografia', { locale: 'pt' });
    expect(pt.suggestion).toBe('Fotografia');

    // Only stop words: nothing to look for ("de la" is in almost every document).
    const stopWords = await search('de la');
    expect(stopWords).toMatchObject({ totalCount: 0, match: 'none', suggestion: null });

    const none = await search('qqzzxxjjkk');
    expect(none.totalCount).toBe(0);
    expect(none.suggestion).toBeNull();
    expectFacetsAddUp(none);
  });

  it('an invalid term (spec §5) is not searched', async () => {
    for (const term of ['', ' ', 'a', '  b  ']) {
      const r = await search(term);
      expect(r.term.isValid).toBe(false);
      expect(r.term.value).toBe(term);
      expect(r.totalCount).toBe(0);
      expect(r.items).toEqual([]);
      expect(r.suggestion).toBeNull();
    }
    const two = await search(' ux ');
    expect(two.term).toEqual({ value: ' ux ', cleanValue: 'ux', evaluatedValue: 'ux', isValid: true });
  });

  it('returns only active public courses', async () => {
    const db = await getDb();
    const target = (await search('fotografía digital para principiantes')).items[0];
    expect(target).toBeDefined();
    await db.update(courses).set({ isActive: false }).where(eq(courses.id, target.id));
    try {
      const r = await search('fotografía digital para principiantes', { limit: 100 });
      expect(r.items.map((c) => c.id)).not.toContain(target.id);
      const fuzzy = await search('fotografia digtal para principiantes', { limit: 100 });
      expect(fuzzy.items.map((c) => c.id)).not.toContain(target.id);
    } finally {
      await db.update(courses).set({ isActive: true }).where(eq(courses.id, target.id));
    }
  });

  it('keeps its narrow copy (course_search, drizzle/0019) in step with courses: one row per public course, current columns', async () => {
    const db = await getDb();
    // Every course whose copy is missing, extra or differs from what the trigger would write.
    const outOfStep = async (tx: Pick<typeof db, 'execute'>) =>
      (
        (await tx.execute(sql`
          select coalesce(c.id, s.course_id) as id from courses c full join course_search s on s.course_id = c.id
          where (c.search_document is not null) is distinct from (s.course_id is not null)
             or s.category_id <> c.category_id or s.level <> c.level or s.free_type <> (c.course_type = 'FREE')
             or s.enrollments_count <> c.enrollments_count or s.score_average <> c.score_average
             or s.document <> c.search_document or s.rank_document <> public.cursalia_tagged_rank_document(c.search_rank_document)`)) as unknown as { rows: { id: number }[] }
      ).rows;
    expect(await outOfStep(db)).toEqual([]);
    const publicCourses = await db.select({ id: courses.id, enrollments: courses.enrollmentsCount, categoryId: courses.categoryId }).from(courses).where(and(eq(courses.isActive, true), isNull(courses.organizationId))).limit(3);
    const [popular, hidden, renamed] = publicCourses;
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as typeof db;
        // An enrolment and a new type (columns only), a course unpublished, a title and a category renamed (documents).
        await tx.update(courses).set({ enrollmentsCount: popular.enrollments + 7, courseType: 'FREE', level: 'ADVANCED' }).where(eq(courses.id, popular.id));
        await tx.update(courses).set({ isActive: false }).where(eq(courses.id, hidden.id));
        await tx.update(courses).set({ title: { es: 'Zzyzx acuarela', pt: 'Zzyzx aquarela', en: 'Zzyzx watercolour' } }).where(eq(courses.id, renamed.id));
        await tx.update(categories).set({ name: { es: 'Qwertyz', pt: 'Qwertyz', en: 'Qwertyz' } }).where(eq(categories.id, renamed.categoryId));
        expect(await outOfStep(tx)).toEqual([]);
        const copy = (await tx.execute(sql`select count(*)::int as n from course_search where course_id = ${hidden.id}`)) as unknown as { rows: { n: number }[] };
        expect(Number(copy.rows[0].n)).toBe(0);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await outOfStep(db)).toEqual([]);
  });

  describe('issue 16: every field, prefixes, ranking, partial matches', () => {
    /** Where a course matches a folded word (as a prefix): 3 title, 2 category or subcategory name, 0 elsewhere. */
    const place = (c: SearchCoursesResult['items'][number], word: string) => {
      const has = (text: string | null | undefined) => foldForComparison(text ?? '').split(/[^a-z0-9]+/).some((w) => w.startsWith(word));
      if (has(c.title.es) || has(c.title.pt) || has(c.title.en)) return 3;
      const names = [c.category.name, c.subcategory?.name].flatMap((n) => (n ? [n.es, n.pt, n.en] : []));
      if (names.some(has)) return 2;
      return 0;
    };

    it('ranks title matches before category-only matches before the rest (item 2)', async () => {
      for (const word of ['retrato', 'foto', 'acuarela', 'marketing']) {
        const r = await search(word, { limit: 100 });
        expect(r.totalCount).toBeGreaterThan(0);
        const places = r.items.map((c) => place(c, word));
        // Non-increasing: no title match after a category-only one, none of those after the rest.
        expect(places, word).toEqual([...places].sort((a, b) => b - a));
      }
    });

    it('orders one tier by popularity: enrollments, then rating (item 2)', async () => {
      const r = await search('programacion', { limit: 100 });
      expect(r.totalCount).toBeGreaterThan(10);
      expect(r.items.every((c) => c.category.slug === 'programacion-y-tecnologia')).toBe(true);
      const enrollments = r.items.map((c) => c.enrollmentsCount);
      expect(enrollments).toEqual([...enrollments].sort((a, b) => b - a));
    });

    it('finds prefixes ("progra", "ilustr"), subcategory names, professors, software and level words (item 1)', async () => {
      const db = await getDb();
      const prefix = await search('progra', { limit: 100 });
      expect(prefix.match).toBe('fulltext');
      expect(prefix.items.map((c) => c.id).sort()).toEqual((await search('programacion', { limit: 100 })).items.map((c) => c.id).sort());
      expect((await search('ilustr', { limit: 100 })).items.some((c) => c.category.slug === 'ilustracion')).toBe(true);

      const [prof] = await db.select({ id: professors.id, name: professors.fullName }).from(professors).innerJoin(courses, eq(courses.professorId, professors.id)).where(isNull(courses.organizationId)).limit(1);
      const byProf = await search(prof.name, { limit: 100 });
      expect(byProf.items.length).toBeGreaterThan(0);
      expect(byProf.items[0].professor.fullName).toBe(prof.name);

      const tool = await search('lightroom', { limit: 100 });
      expect(tool.items.length).toBeGreaterThan(0);
      expect(tool.items.every((c) => c.software.includes('Lightroom'))).toBe(true);

      const level = await search('fotografia avanzado', { limit: 100 });
      expect(level.items.length).toBeGreaterThan(0);
      expect(level.items.every((c) => c.level === 'ADVANCED')).toBe(true);
    });

    it('needs every word first, then says it shows the best partial matches (item 1)', async () => {
      const both = await search('fotografia producto', { limit: 100 });
      expect(both.match).toBe('fulltext');
      expect(both.items.length).toBeGreaterThan(0);
      expect(both.items.every((c) => /producto/i.test(`${c.title.es} ${c.summary?.es ?? ''}`) || c.subcategory?.slug === 'fotografia-de-producto')).toBe(true);

      const partial = await search('musica cocina', { limit: 100 });
      expect(partial.match).toBe('partial');
      expect(partial.totalCount).toBe((await search('musica', { limit: 100 })).totalCount);
      expectFacetsAddUp(partial);
    });

    it('keeps documents in step with renames and new courses (trigger and lexicon)', async () => {
      const db = await getDb();
      const [cat] = await db.select().from(categories).where(eq(categories.slug, 'artesania'));
      const before = await search('artesania', { limit: 100 });
      expect(before.totalCount).toBeGreaterThan(0);
      await db.update(categories).set({ name: { ...cat.name, es: 'Oficios zymurgicos' } }).where(eq(categories.id, cat.id));
      try {
        const renamed = await search('zymurgicos', { limit: 100 });
        expect(renamed.items.map((c) => c.id).sort()).toEqual(before.items.filter((c) => c.category.slug === 'artesania').map((c) => c.id).sort());
        expect((await search('zymurgcios', { limit: 100 })).match).toBe('fuzzy');
      } finally {
        await db.update(categories).set({ name: cat.name }).where(eq(categories.id, cat.id));
      }
      expect((await search('zymurgicos')).totalCount).toBe(0);

      const [template] = await db.select().from(courses).where(isNull(courses.organizationId)).limit(1);
      const [row] = await db
        .insert(courses)
        .values({ slug: 'curso-de-quiropteros', title: { es: 'Quirópteros nocturnos' }, categoryId: template.categoryId, professorId: template.professorId, coverImage: template.coverImage })
        .returning({ id: courses.id });
      try {
        expect((await search('quiropteros')).items.map((c) => c.id)).toEqual([row.id]);
        expect((await search('quirotperos')).items.map((c) => c.id)).toEqual([row.id]);
      } finally {
        await db.delete(courses).where(eq(courses.id, row.id));
      }
    });

    it('never fails on what a visitor may type: tsquery syntax, quotes, backslashes, LIKE wildcards, emoji', async () => {
      const db = await getDb();
      const hostile = ["foto & diseño | !x", "o'neil", 'a\\b', 'foto:*', '((((', '<-> !!', '%_%', 'fot_', '📷 foto', 'ñandú', 'x'.repeat(100), "'':* | ''", '—–'];
      for (const term of hostile) {
        const r = await search(term);
        expect(r.term.isValid, term).toBe(true);
        expectFacetsAddUp(r);
        await searchSuggestions(db, { term, locale: 'es' });
      }
      expect((await search("o'neil foto")).totalCount).toBeGreaterThan(0);
      expect((await search('%_%')).totalCount).toBe(0);
    });

    it('suggests categories, subcategories and professors whose name has the words (item 3)', async () => {
      const db = await getDb();
      const s = await searchSuggestions(db, { term: 'foto', locale: 'es' });
      expect(s.categories[0]).toEqual({ name: 'Fotografía', parentName: null, url: '/cursos-online/fotografia/' });
      expect(s.categories.slice(1).every((c) => c.parentName === 'Fotografía' || foldForComparison(c.name).includes('foto'))).toBe(true);
      const pt = await searchSuggestions(db, { term: 'ilustracao', locale: 'pt' });
      expect(pt.categories[0]).toMatchObject({ name: 'Ilustração', url: '/pt/cursos-online/ilustracion/' });

      const [prof] = await db.select({ name: professors.fullName }).from(professors).innerJoin(courses, eq(courses.professorId, professors.id)).where(isNull(courses.organizationId)).limit(1);
      const first = prof.name.split(' ')[0];
      const byName = await searchSuggestions(db, { term: foldForComparison(first).slice(0, 4), locale: 'es' });
      expect(byName.professors.map((p) => p.name)).toContain(prof.name);
      expect(byName.professors.every((p) => p.courseCount > 0 && p.url.startsWith('/cursos-online/search/?q='))).toBe(true);
      expect(await searchSuggestions(db, { term: 'a', locale: 'es' })).toEqual({ categories: [], professors: [] });
    });
  });

  describe('GraphQL searchCourses on the search endpoint', () => {
    const query = `query Search($q: String!, $first: Int, $after: String, $category: String, $level: String, $price: String) {
      searchCourses(q: $q, first: $first, after: $after, category: $category, level: $level, price: $price) {
        term { value cleanValue evaluatedValue isValid }
        totalCount matchType suggestion
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { id originalId title url level categoryObj { slug name } price } }
        facets { categories { slug name count selected } levels { value count selected } price { free paid selected } }
      } }`;
    type Result = {
      searchCourses: {
        term: { value: string; cleanValue: string; evaluatedValue: string; isValid: boolean };
        totalCount: number;
        matchType: string;
        suggestion: string | null;
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
        edges: { cursor: string; node: { originalId: number; title: string; url: string; level: string; categoryObj: { slug: string; name: string } } }[];
        facets: { categories: { slug: string; name: string; count: number; selected: boolean }[]; levels: { value: string; count: number; selected: boolean }[]; price: { free: number; paid: number; selected: string | null } };
      };
    };

    it('searches with cursors, facets and localized courses', async () => {
      const page1 = await callGraphQL<Result>('search', query, { q: ' diseno ', first: 3 });
      expect(page1.status).toBe(200);
      expect(page1.body.errors).toBeUndefined();
      const r1 = page1.body.data!.searchCourses;
      expect(r1.term).toEqual({ value: ' diseno ', cleanValue: 'diseno', evaluatedValue: 'diseno', isValid: true });
      expect(r1.matchType).toBe('FULL_TEXT');
      expect(r1.edges).toHaveLength(3);
      expect(r1.pageInfo.hasNextPage).toBe(true);
      expect(r1.edges[0].node.url).toMatch(/^\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
      expect(r1.facets.categories.reduce((a, c) => a + c.count, 0)).toBe(r1.totalCount);
      expect(r1.facets.price.free + r1.facets.price.paid).toBe(r1.totalCount);

      const page2 = await callGraphQL<Result>('search', query, { q: 'diseno', first: 3, after: r1.pageInfo.endCursor });
      const ids1 = r1.edges.map((e) => e.node.originalId);
      const ids2 = page2.body.data!.searchCourses.edges.map((e) => e.node.originalId);
      expect(ids2).toHaveLength(3);
      expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
      expect(page2.body.data!.searchCourses.pageInfo.hasPreviousPage).toBe(true);

      const slug = r1.facets.categories[0].slug;
      const filtered = await callGraphQL<Result>('search', query, { q: 'diseno', first: 50, category: slug, level: 'intermediate', price: 'PAID' });
      const rf = filtered.body.data!.searchCourses;
      expect(rf.facets.categories.find((c) => c.slug === slug)?.selected).toBe(true);
      expect(rf.facets.levels.find((l) => l.value === 'INTERMEDIATE')?.selected).toBe(true);
      expect(rf.facets.price.selected).toBe('paid');
      expect(rf.edges.every((e) => e.node.categoryObj.slug === slug && e.node.level === 'INTERMEDIATE')).toBe(true);

      const pt = await callGraphQL<Result>('search', query, { q: 'fotografia digtal', first: 2 }, { headers: { 'accept-language': 'pt' } });
      const rp = pt.body.data!.searchCourses;
      expect(rp.matchType).toBe('FUZZY');
      expect(rp.edges[0].node.title).toMatch(/^Fotografia digital/);
      expect(rp.edges[0].node.url.startsWith('/pt/cursos-online/')).toBe(true);
      expect(rp.facets.categories[0].name).toBe('Fotografia');
    });

    it('answers an invalid term with isValid false and nothing else, not an error', async () => {
      const res = await callGraphQL<Result>('search', query, { q: ' a ' });
      expect(res.body.errors).toBeUndefined();
      const r = res.body.data!.searchCourses;
      expect(r.term).toEqual({ value: ' a ', cleanValue: 'a', evaluatedValue: '', isValid: false });
      expect(r.totalCount).toBe(0);
      expect(r.edges).toEqual([]);
      expect(r.matchType).toBe('NONE');
      expect(r.pageInfo.hasNextPage).toBe(false);
    });

    it('gives a suggestion for nonsense and rejects bad filters with a translated error', async () => {
      const res = await callGraphQL<Result>('search', query, { q: 'xyzfotografia' });
      expect(res.body.data!.searchCourses).toMatchObject({ totalCount: 0, suggestion: 'Fotografía', matchType: 'NONE' });

      const bad = await callGraphQL('search', query, { q: 'diseño', level: 'EXPERT' });
      expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.body.errors?.[0].message).toBe('El valor de «level» no es válido.');
      const badFirst = await callGraphQL('search', query, { q: 'diseño', first: 500 });
      expect(badFirst.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const badCursor = await callGraphQL('search', query, { q: 'diseño', after: 'bm9wZQ==' });
      expect(badCursor.body.errors?.[0].message).toBe('El cursor de paginación no es válido.');
    });

    it('is served on the search endpoint only', async () => {
      const other = await callGraphQL('default', '{ searchCourses(q: "diseño") { totalCount } }');
      expect(other.status).toBe(400);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_NAMES } from '@/graphql/endpoints';
import { modulesOf, type EndpointName } from '@/graphql/endpoint-modules';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { signSessionToken } from '@/lib/server/auth/session-token';
import { getDb } from '@/lib/server/db/client';
import { courses, featureFlags, users } from '@/lib/server/db/schema';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { print } from 'graphql';
import { CoursePreviewDocument } from '@/graphql/generated/client/graphql';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

describe(`GraphQL endpoints on ${label}`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('serves all twelve client names of spec §7 plus /graphql', () => {
    expect(CLIENT_NAMES).toHaveLength(12);
    for (const name of [...CLIENT_NAMES, 'currentUser' as const]) expect(modulesOf(name)).toContain('system');
  });

  it.each([...CLIENT_NAMES, 'currentUser' as const])('%s answers { __typename } and health', async (endpoint: EndpointName) => {
    const res = await callGraphQL(endpoint, '{ __typename health { status database } }');
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ __typename: 'Query', health: { status: 'ok', database: 'up' } });
  });

  it('me is null when signed out, on default and /graphql', async () => {
    for (const endpoint of ['default', 'currentUser'] as const) {
      const res = await callGraphQL(endpoint, '{ me { id email } }');
      expect(res.body).toEqual({ data: { me: null } });
    }
  });

  it('me returns the user of a valid token and nothing for a tampered one', async () => {
    const db = await getDb();
    const [premium] = await db.select().from(users).where(eq(users.email, 'premium@demo.cursalia.test'));
    const token = await signSessionToken(premium.id);
    const ok = await callGraphQL<{ me: { originalId: number; email: string; isPremiumMember: boolean; settings: { darkMode: boolean } } }>(
      'currentUser',
      '{ me { originalId email isPremiumMember settings { darkMode } } }',
      {},
      { headers: { authorization: `JWT ${token}` } },
    );
    expect(ok.body.data?.me).toMatchObject({ originalId: premium.id, email: 'premium@demo.cursalia.test', isPremiumMember: true });

    type Interests = { me: { tastes: { name: string; parent: { name: string } }[]; goals: { name: string }[]; catalogCategoryTastes: { subcategories: unknown[] }[]; catalogSubcategoryTastes: { absoluteUrl: string }[] } };
    const interests = await callGraphQL<Interests>(
      'currentUser',
      '{ me { tastes { name parent { name } } goals { originalId name } catalogCategoryTastes { originalId name subcategories { originalId name } } catalogSubcategoryTastes { originalId name absoluteUrl } } }',
      {},
      { headers: { authorization: `JWT ${token}`, 'accept-language': 'pt' } },
    );
    const me = interests.body.data!.me;
    expect(me.tastes.length).toBeGreaterThanOrEqual(2);
    expect(me.goals.length).toBeGreaterThanOrEqual(1);
    expect(me.catalogCategoryTastes.flatMap((c) => c.subcategories)).toHaveLength(me.tastes.length);
    expect(me.catalogSubcategoryTastes[0].absoluteUrl).toMatch(/^\/pt\/cursos-online\/\?/);
    const tampered = `${token.slice(0, -3)}abc`;
    const bad = await callGraphQL('currentUser', '{ me { id } }', {}, { headers: { authorization: `JWT ${tampered}` } });
    expect(bad.body).toEqual({ data: { me: null } });
  });

  it('featureFlag reads the database, and follows a change', async () => {
    const q = 'query($k: String!) { featureFlag(flagKey: $k) { id isActive } }';
    const first = await callGraphQL<{ featureFlag: { isActive: boolean } }>('default', q, { k: 'rebranding_active' });
    expect(first.body.data?.featureFlag?.isActive).toBe(true);
    const db = await getDb();
    await db.update(featureFlags).set({ isActive: false }).where(eq(featureFlags.key, 'rebranding_active'));
    const second = await callGraphQL<{ featureFlag: { isActive: boolean } }>('default', q, { k: 'rebranding_active' });
    expect(second.body.data?.featureFlag?.isActive).toBe(false);
    await db.update(featureFlags).set({ isActive: true }).where(eq(featureFlags.key, 'rebranding_active'));
    const missing = await callGraphQL('default', q, { k: 'no_such_flag' });
    expect(missing.body).toEqual({ data: { featureFlag: null } });
  });

  it('courses pages through the catalogue with cursors and localized titles', async () => {
    const q = `query($first: Int, $after: String) { courses(first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id originalId title url price prices { currency priceCents } } } } }`;
    type Page = { courses: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { originalId: number; title: string; url: string } }[] } };
    const page1 = await callGraphQL<Page>('default', q, { first: 5 });
    const c1 = page1.body.data!.courses;
    expect(c1.totalCount).toBeGreaterThanOrEqual(100);
    expect(c1.edges).toHaveLength(5);
    expect(c1.pageInfo.hasNextPage).toBe(true);
    expect(c1.edges[0].node.url).toMatch(/^\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
    const page2 = await callGraphQL<Page>('default', q, { first: 5, after: c1.pageInfo.endCursor });
    const ids1 = c1.edges.map((e) => e.node.originalId);
    const ids2 = page2.body.data!.courses.edges.map((e) => e.node.originalId);
    expect(ids2).toHaveLength(5);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);

    const pt = await callGraphQL<Page>('default', q, { first: 1 }, { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(pt.body.data!.courses.edges[0].node.url.startsWith('/pt/cursos-online/')).toBe(true);
  });

  it('course(id) accepts a global or original id; bad input gets a translated error and no 500', async () => {
    const list = await callGraphQL<{ courses: { edges: { node: { id: string; originalId: number; title: string } }[] } }>('default', '{ courses(first: 1) { edges { node { id originalId title } } } }');
    const node = list.body.data!.courses.edges[0].node;
    const byGlobal = await callGraphQL<{ course: { title: string } }>('default', 'query($id: ID!) { course(id: $id) { title } }', { id: node.id });
    const byOriginal = await callGraphQL<{ course: { title: string } }>('default', 'query($id: ID!) { course(id: $id) { title } }', { id: String(node.originalId) });
    expect(byGlobal.body.data?.course.title).toBe(node.title);
    expect(byOriginal.body.data?.course.title).toBe(node.title);

    const bad = await callGraphQL('default', '{ course(id: "nope") { title } }');
    expect(bad.status).toBe(200);
    expect(bad.body.errors?.[0].message).toBe('El valor de «id» no es válido.');
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const badPt = await callGraphQL('default', '{ courses(first: 1000) { totalCount } }', {}, { headers: { 'accept-language': 'pt' } });
    expect(badPt.body.errors?.[0].message).toBe('O valor de «first» não é válido.');

    const cursor = await callGraphQL('default', '{ courses(after: "bm9wZQ==") { totalCount } }');
    expect(cursor.body.errors?.[0].message).toBe('El cursor de paginación no es válido.');
  });

  it('CoursePreview (the preview modal) gets the trailer, in the language of x-locale', async () => {
    const db = await getDb();
    const [withTrailer] = await db.select({ id: courses.id, trailer: courses.trailerUrl }).from(courses).where(and(isNotNull(courses.trailerUrl), isNull(courses.organizationId))).limit(1);
    const [without] = await db.select({ id: courses.id }).from(courses).where(and(isNull(courses.trailerUrl), isNull(courses.organizationId))).limit(1);
    type Preview = { course: { trailerUrl: string | null; url: string; level: string; prices: { currency: string }[] } | null };
    const query = print(CoursePreviewDocument);
    const pt = await callGraphQL<Preview>('default', query, { id: String(withTrailer.id) }, { headers: { 'x-locale': 'pt' } });
    expect(pt.body.errors).toBeUndefined();
    expect(pt.body.data!.course!.trailerUrl).toBe(withTrailer.trailer);
    expect(pt.body.data!.course!.trailerUrl).toMatch(/^\/media\/trailers\/trailer-\d\.mp4$/);
    expect(pt.body.data!.course!.url.startsWith('/pt/cursos-online/')).toBe(true);
    expect(pt.body.data!.course!.prices.map((p) => p.currency)).toContain('USD');
    const none = await callGraphQL<Preview>('default', query, { id: String(without.id) });
    expect(none.body.data!.course!.trailerUrl).toBeNull();
  });

  it('rejects malformed requests with 4xx, never 500', async () => {
    const syntax = await callGraphQL('default', '{ courses( ');
    expect(syntax.status).toBeGreaterThanOrEqual(400);
    expect(syntax.status).toBeLessThan(500);
    const unknown = await callGraphQL('default', '{ nope }');
    expect(unknown.status).toBe(400);
  });
});

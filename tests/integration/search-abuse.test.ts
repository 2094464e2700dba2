import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { trustClientAddressHeader } from '@/lib/server/security/client-address.mjs';
import { callGraphQL } from '../support/graphql-client';
import { fromAddress } from '../support/client-address-server';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

/**
 * Issue 16 item 5 over the real search endpoint: one `searchCourses` (and one
 * `searchSuggestions`) per operation, whatever the aliases and fragments, refused before
 * anything runs with a translated 400; and a per-client rate limit answering a translated 429
 * with Retry-After (memory store here; Redis when REDIS_URL is set).
 */

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
let address = 0;
/**
 * A client address of its own per test (the memory store is shared by the process), stamped the
 * way the production server stamps the socket address (lib/server/security/client-address.mjs).
 */
const client = () => fromAddress(`198.51.100.${(address += 1)}`);

describe(`search abuse limits on ${label}`, () => {
  beforeAll(async () => {
    trustClientAddressHeader();
    await setupTestDatabase();
  });
  afterAll(async () => {
    trustClientAddressHeader(false);
    await teardownTestDatabase();
  });
  afterEach(() => {
    delete process.env.SEARCH_RATE_LIMIT;
  });

  it('runs the overlay operation: one search and one suggestions field', async () => {
    const res = await callGraphQL<{ searchCourses: { totalCount: number }; searchSuggestions: { categories: { name: string }[] } }>(
      'search',
      'query Overlay($q: String!) { searchCourses(q: $q, first: 5) { totalCount } searchSuggestions(q: $q) { categories { name } professors { name } } }',
      { q: 'foto' },
      { headers: client() },
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.searchCourses.totalCount).toBeGreaterThan(10);
    expect(res.body.data!.searchSuggestions.categories[0].name).toBe('Fotografía');
  });

  it('refuses two searches in one operation (aliases, inline fragments, fragment spreads), translated', async () => {
    const documents = [
      '{ a: searchCourses(q: "foto") { totalCount } b: searchCourses(q: "diseño") { totalCount } }',
      '{ searchCourses(q: "foto") { totalCount } ... on Query { searchCourses(q: "foto") { totalCount } } }',
      'query { ...A ...B } fragment A on Query { x: searchCourses(q: "foto") { totalCount } } fragment B on Query { y: searchCourses(q: "arte") { totalCount } }',
      '{ a: searchSuggestions(q: "foto") { categories { name } } b: searchSuggestions(q: "arte") { categories { name } } }',
    ];
    for (const query of documents) {
      const res = await callGraphQL('search', query, {}, { headers: client() });
      expect(res.status, query).toBe(400);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors?.[0]).toMatchObject({ message: 'Solo se puede hacer una búsqueda por consulta.', extensions: { code: 'TOO_MANY_SEARCHES' } });
    }
    const pt = await callGraphQL('search', documents[0], {}, { headers: { ...client(), 'accept-language': 'pt' } });
    expect(pt.body.errors?.[0].message).toBe('Só é possível fazer uma busca por consulta.');
  });

  it('answers 429 with a translated message past the per-client limit, and other clients still search', async () => {
    process.env.SEARCH_RATE_LIMIT = '3';
    const me = client();
    const query = '{ searchCourses(q: "foto", first: 1) { totalCount } }';
    for (let i = 0; i < 3; i++) expect((await callGraphQL('search', query, {}, { headers: me })).status).toBe(200);
    const refused = await callGraphQL('search', query, {}, { headers: me });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(refused.body.errors?.[0].message).toMatch(/^Demasiadas búsquedas seguidas\. Espera \d+ segundos? y vuelve a intentarlo\.$/);
    const en = await callGraphQL('search', query, {}, { headers: { ...me, 'accept-language': 'en' } });
    expect(en.body.errors?.[0].message).toMatch(/^Too many searches in a row\./);

    expect((await callGraphQL('search', query, {}, { headers: client() })).status).toBe(200);
  });

  it('counts the overlay operation (courses and suggestions) once per request', async () => {
    process.env.SEARCH_RATE_LIMIT = '2';
    const me = client();
    const overlay = '{ searchCourses(q: "foto", first: 1) { totalCount } searchSuggestions(q: "foto") { categories { name } } }';
    expect((await callGraphQL('search', overlay, {}, { headers: me })).status).toBe(200);
    expect((await callGraphQL('search', overlay, {}, { headers: me })).status).toBe(200);
    expect((await callGraphQL('search', overlay, {}, { headers: me })).status).toBe(429);
  });

  it('does not count a refused argument (bad input is answered before the limit)', async () => {
    process.env.SEARCH_RATE_LIMIT = '1';
    const me = client();
    const bad = await callGraphQL('search', '{ searchCourses(q: "foto", level: "EXPERT") { totalCount } }', {}, { headers: me });
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await callGraphQL('search', '{ searchCourses(q: "foto") { totalCount } }', {}, { headers: me })).status).toBe(200);
  });
});

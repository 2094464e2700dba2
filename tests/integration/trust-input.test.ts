/**
 * Issue 17 items 8, 11 and 12 through the real handlers, on a real database: malformed GraphQL
 * documents, paths that do not decode, NUL bytes and lone surrogates in search and analytics
 * strings. Each gets a 4xx (never a 5xx) with the usual error shape and a translated message,
 * and nothing is written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import proxy from '@/proxy';
import { graphqlRoute } from '@/graphql/yoga';
import { endpointPath, type EndpointName } from '@/graphql/endpoint-modules';
import { POST as userActivity } from '@/app/api/v3/user-activity/route';
import { POST as channelRegister } from '@/app/api/v3/channel-register/route';
import { POST as performance } from '@/app/api/v3/performance/route';
import { GET as reportCsv } from '@/app/api/org/[orgId]/report-csv/route';
import { GET as media } from '@/app/media/[...path]/route';
import { buildUploadBody } from '@/lib/domain/analytics/collect-format';
import { handleCollect, collectorKey } from '@/lib/server/analytics/collect-handler';
import { newCsrfToken } from '@/lib/server/security/csrf';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents, channelRegistrations, performanceEntries } from '@/lib/server/db/schema';
import { errorTranslator } from '@/lib/server/i18n/server-messages';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

// next-intl's middleware imports 'next/server' without an extension, which Node's ESM resolver
// (vitest runs it unbundled) cannot load; the locale routing itself is not under test here.
vi.mock('next-intl/middleware', async () => {
  const { NextResponse } = await import('next/server.js');
  return { default: () => () => NextResponse.next() };
});

const es = errorTranslator('es');
const pt = errorTranslator('pt');

type GraphQLBody = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function graphql(endpoint: EndpointName, init: { body?: BodyInit; search?: string; method?: string; locale?: 'es' | 'pt' }): Promise<{ status: number; body: GraphQLBody }> {
  const csrf = newCsrfToken();
  const request = new Request(`http://localhost${endpointPath(endpoint)}${init.search ?? ''}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      // curl's default: yoga answers request errors 200 under plain JSON unless told otherwise.
      accept: '*/*',
      cookie: `csrftoken=${csrf}`,
      'x-csrftoken': csrf,
      'accept-language': init.locale === 'pt' ? 'pt-BR' : 'es-ES',
    },
    body: init.body,
  });
  const response = await graphqlRoute(endpoint)(request);
  return { status: response.status, body: (await response.json()) as GraphQLBody };
}

const enc = (s: string) => new TextEncoder().encode(s);

async function tableCounts(): Promise<number[]> {
  const db = await getDb();
  return Promise.all([analyticsEvents, channelRegistrations, performanceEntries].map(async (t) => Number((await db.select({ n: count() }).from(t))[0].n)));
}

beforeAll(async () => {
  await setupTestDatabase();
}, 180_000);
afterAll(async () => {
  await teardownTestDatabase();
});

describe('GraphQL documents that do not parse (issue 17 item 11)', () => {
  const probes: [string, { body?: BodyInit; search?: string; method?: string }][] = [
    ['unclosed selection', { body: JSON.stringify({ query: '{__typename' }) }],
    ['NUL in the document', { body: JSON.stringify({ query: '{ __typename \u0000 }' }) }],
    ['a lone surrogate in the document', { body: JSON.stringify({ query: '{ __typename \ud800 }' }) }],
    ['GET with a syntax error', { method: 'GET', search: '?query=%7B__typename' }],
    ['GET with NUL', { method: 'GET', search: '?query=%7B__typename%00%7D' }],
    ['GET with invalid UTF-8', { method: 'GET', search: '?query=%7B__typename%FF%7D' }],
  ];

  for (const endpoint of ['currentUser', 'search', 'default', 'b2b'] as const) {
    it(`${endpoint}: 400, code GRAPHQL_PARSE_FAILED, translated, no raw parser text`, async () => {
      for (const [label, init] of probes) {
        const res = await graphql(endpoint, init);
        expect(res.status, label).toBe(400);
        expect(res.body.errors, label).toHaveLength(1);
        expect(res.body.errors?.[0]).toMatchObject({ message: es('api.invalidQuery'), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
        expect(res.body.errors?.[0].message).not.toMatch(/Syntax Error/);
      }
      const portuguese = await graphql(endpoint, { body: JSON.stringify({ query: '{__typename' }), locale: 'pt' });
      expect(portuguese.body.errors?.[0].message).toBe(pt('api.invalidQuery'));
    });
  }

  it('a body that is not UTF-8 is refused before parsing: 400, translated', async () => {
    for (const body of [
      new Uint8Array([...enc('{"query":"{ __typename '), 0xff, 0xfe, ...enc(' }"}')]),
      new Uint8Array([...enc('{"query":"{ searchCourses(q: \\"a'), 0xc3, 0x28, ...enc('\\") { totalCount } }"}')]),
    ]) {
      const res = await graphql('search', { body });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ message: es('api.invalidEncoding'), extensions: { code: 'BAD_REQUEST' } });
    }
  });

  it('a valid document still answers', async () => {
    const res = await graphql('search', { body: JSON.stringify({ query: '{ __typename }' }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe("graphql-yoga's own refusals (issue 19 item 3: one error contract)", () => {
  const cases: [string, { body?: BodyInit; search?: string; method?: string }, string][] = [
    ['a body that is not JSON', { body: '{"query": ' }, 'api.invalidJson'],
    ['no query', { body: '{}' }, 'api.badRequest'],
    ['a query that is not a string', { body: JSON.stringify({ query: 3 }) }, 'api.badRequest'],
    ['a batch', { body: JSON.stringify([{ query: '{ __typename }' }]) }, 'api.badRequest'],
    ['a mutation by GET', { method: 'GET', search: '?query=mutation%7B__typename%7D' }, 'api.methodNotAllowed'],
  ];

  it('keep their code BAD_REQUEST and their 4xx, in the caller\'s language, without yoga\'s English or the parser\'s error', async () => {
    for (const [label, init, key] of cases) {
      const res = await graphql('default', init);
      expect(res.status, label).toBeGreaterThanOrEqual(200);
      expect(res.status, label).toBeLessThan(500);
      expect(res.body.errors, label).toHaveLength(1);
      expect(res.body.errors?.[0], label).toMatchObject({ message: es(key), extensions: { code: 'BAD_REQUEST' } });
      expect(res.body.errors?.[0].extensions, label).not.toHaveProperty('originalError');
      const portuguese = await graphql('default', { ...init, locale: 'pt' });
      expect(portuguese.body.errors?.[0].message, label).toBe(pt(key));
    }
  });

  it('a mutation by GET is still 405 for a GraphQL-over-HTTP client', async () => {
    const request = new Request(`http://localhost${endpointPath('default')}?query=mutation%7B__typename%7D`, { headers: { accept: 'application/graphql-response+json' } });
    const response = await graphqlRoute('default')(request);
    expect(response.status).toBe(405);
    expect(((await response.json()) as GraphQLBody).errors?.[0]).toMatchObject({ message: es('api.methodNotAllowed'), extensions: { code: 'BAD_REQUEST' } });
  });
});

describe('NUL and lone surrogates in search and analytics strings (issue 17 item 11)', () => {
  it('search: refused with the translated message naming the argument, as variables or inline', async () => {
    const query = 'query($q: String!) { searchCourses(q: $q) { totalCount } }';
    for (const q of ['diseño\u0000', '\u0000', 'x\ud800']) {
      const res = await graphql('search', { body: JSON.stringify({ query, variables: { q } }) });
      expect(res.status).toBeLessThan(500);
      expect(res.body.errors?.[0]).toMatchObject({ message: es('api.controlCharacters', { field: 'q' }), extensions: { code: 'BAD_USER_INPUT', field: 'q' } });
    }
    const inline = await graphql('search', { body: JSON.stringify({ query: '{ searchCourses(q: "a\\u0000b") { totalCount } }' }) });
    expect(inline.body.errors?.[0]).toMatchObject({ message: es('api.controlCharacters', { field: 'q' }) });
  });

  it('analytics collectors: a translated 400 (not a 500 or 503), nothing stored', async () => {
    const before = await tableCounts();
    const event = { event_uuid: '7b5e3a2c-1d4f-4e6a-8b7c-000000000901', event_type: 'page_view', distinct_id: 'v', path: '/', page_data: { page_name: 'x' }, session_id: 1, event_time: 1_760_000_000_000, sequence: 1 };
    const post = (handler: (r: Request) => Promise<Response>, route: string, body: unknown) =>
      handler(new Request(`http://localhost${route}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'es' }, body: JSON.stringify(body) }));
    const cases: [string, () => Promise<Response>][] = [
      ['user-activity path', () => post(userActivity, '/api/v3/user-activity/', [{ ...event, path: '/\u0000' }])],
      ['user-activity page_data value', () => post(userActivity, '/api/v3/user-activity/', [{ ...event, page_data: { page_name: 'a\u0000' } }])],
      ['user-activity page_data key', () => post(userActivity, '/api/v3/user-activity/', [{ ...event, page_data: { 'k\u0000': 1 } }])],
      ['user-activity lone surrogate', () => post(userActivity, '/api/v3/user-activity/', [{ ...event, page_data: { page_name: '\udc00' } }])],
      ['channel-register distinct_id', () => post(channelRegister, '/api/v3/channel-register/', { query_params: { utm_source: 'x' }, url: 'https://example.com/', referrer: '', iso: 'PE', distinct_id: 'v\u0000', user_id: null })],
      ['channel-register query param', () => post(channelRegister, '/api/v3/channel-register/', { query_params: { utm_source: '\u0000' }, url: 'https://example.com/', referrer: '', iso: 'PE', distinct_id: 'v', user_id: null })],
      ['performance page', () => post(performance, '/api/v3/performance/', [{ event_name: 'LCP', value: 1, page: '/\u0000', current_url: 'https://example.com/' }])],
      ['collect batch', () => handleCollect(new Request('http://localhost/api/v3/collect/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(buildUploadBody(collectorKey(), [{ ...event, app_platform: 'web', api_version: 2, path: '/\u0000' }], 1_760_000_100_000)) }))],
    ];
    for (const [label, send] of cases) {
      const res = await send();
      expect(res.status, label).toBe(400);
      const body = (await res.json()) as { success: boolean; message: string };
      expect(body.success, label).toBe(false);
      expect(body.message, label).toMatch(/^El valor de «.+» no es válido\.$/);
    }
    expect(await tableCounts()).toEqual(before);
  });
});

describe('paths that do not decode (issue 17 item 11)', () => {
  it('the proxy answers 400 for pages, media and API alike, before any routing', async () => {
    for (const url of ['/%ff/', '/%ff', '/cursos-online/%ff/', '/pt/blog/%E0%A4%A/', '/media/course/%ff.svg', '/api/org/%ff/report-csv/', '/graphql/%ff', '/%']) {
      const res = await proxy(new NextRequest(`http://localhost${url}`));
      expect(res.status, url).toBe(400);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('well-formed escapes go on: API and media untouched, pages to the locale routing', async () => {
    for (const url of ['/media/course/caf%C3%A9.svg', '/api/org/caf%C3%A9/report-csv/', '/cursos-online/dise%C3%B1o/']) {
      const res = await proxy(new NextRequest(`http://localhost${url}`));
      expect(res.headers.get('x-middleware-next'), url).toBe('1');
    }
  });

  it('the handlers themselves never fail on such a parameter', async () => {
    const csv = await reportCsv(new Request('http://localhost/api/org/%ff/report-csv/'), { params: Promise.resolve({ orgId: '%ff' }) });
    expect(csv.status).toBe(401);
    const image = await media(new Request('http://localhost/media/course/%ff.svg'), { params: Promise.resolve({ path: ['course', '%ff.svg'] }) });
    expect(image.status).toBe(404);
  });
});

describe('the favicon (issue 17 item 12)', () => {
  it('public/favicon.ico is a real icon (16, 32 and 48 px), so /favicon.ico never reaches the 404 page', async () => {
    const ico = readFileSync(path.join(process.cwd(), 'public/favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const size = ico.readUInt32LE(6 + i * 16 + 8);
      const offset = ico.readUInt32LE(6 + i * 16 + 12);
      const meta = await sharp(ico.subarray(offset, offset + size)).metadata();
      sizes.push(meta.width!);
    }
    expect(sizes).toEqual([16, 32, 48]);
    expect(ico.byteLength).toBeLessThan(10_000);
  });
});

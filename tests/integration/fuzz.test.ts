/**
 * Fuzzing every endpoint (issue 9 item 5): malformed GraphQL and REST bodies against the real
 * route handlers, in-process, on a real database.
 *
 * - GraphQL: every route file that serves a graphql-yoga endpoint (the twelve client names and
 *   /graphql). For each, the schema is built from its modules' SDL and every argument of every
 *   mutation (and of every query that takes arguments) gets wrong-typed values — as variables
 *   and inline — while the other arguments are valid; plus malformed bodies (not JSON, invalid
 *   UTF-8, null, arrays, wrong content types, huge and deeply nested documents and variables).
 * - REST: every other `app/**\/route.ts` exporting POST; each known body gets one wrong-typed
 *   leaf at a time and deep nesting in its object fields, and every route gets the malformed bodies.
 *
 * - Paths and images (issue 17): paths whose percent-encoding does not decode through proxy.ts,
 *   and /media requests with huge or malformed sizes for subjects that do not exist.
 *
 * Every request carries the CSRF pair (so mutations reach validation), half of them a staff
 * session. Asserted for each: an answer within REQUEST_TIMEOUT_MS, never a 5xx, a JSON error with
 * a message (the app's translated text where the app translates), and — per route — the
 * database unchanged (row count and content hash of every table before and after).
 *
 * Deterministic: FUZZ_SEED (default 20269) seeds the generator. FUZZ_LONG=1 runs more rounds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildSchema, print, type GraphQLSchema } from 'graphql';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointName } from '@/graphql/endpoint-modules';
import { modulesOf } from '@/graphql/endpoint-modules';
import { loadModule } from '@/graphql/modules/registry';
import { buildUploadBody, uploadChecksum } from '@/lib/domain/analytics/collect-format';
import { newCsrfToken } from '@/lib/server/security/csrf';
import { getDb } from '@/lib/server/db/client';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { collectorKey } from '@/lib/server/analytics/collect-handler';
import { errorTranslator } from '@/lib/server/i18n/server-messages';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { NextRequest } from 'next/server';
import proxy from '@/proxy';
import { GET as mediaGET } from '@/app/media/[...path]/route';
import { commonBodies, deepJson, graphqlBodies, leafPaths, prng, randomString, schemaCases, withValueAt, wrongJsonValues, type RawCase } from './fuzz-cases';

// next-intl's middleware imports 'next/server' without an extension, which Node's ESM resolver
// (vitest runs it unbundled) cannot load; the locale routing itself is not under test here.
vi.mock('next-intl/middleware', async () => {
  const { NextResponse } = await import('next/server.js');
  return { default: () => () => NextResponse.next() };
});

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
const LONG = process.env.FUZZ_LONG === '1';
const SEED = Number(process.env.FUZZ_SEED || 20269);
const ROUNDS = LONG ? 8 : 1;
const REQUEST_TIMEOUT_MS = 15_000;
/** Per test: the fast run takes ~30 s on a loaded 2-core machine, the long one a few minutes. */
const TEST_TIMEOUT_MS = LONG ? 1_200_000 : 180_000;
const root = process.cwd();

type Handler = (request: Request) => Promise<Response>;
type Route = { file: string; urlPath: string; POST: Handler; GET?: Handler; PUT?: Handler; DELETE?: Handler; endpoint: EndpointName | null };

/** Every app route file exporting POST, with the GraphQL endpoint it serves (null for REST). */
async function discoverPostRoutes(): Promise<Route[]> {
  const files = (readdirSync(path.join(root, 'app'), { recursive: true }) as string[]).filter((f) => /(^|\/)route\.ts$/.test(f)).sort();
  const routes: Route[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(root, 'app', file), 'utf8');
    if (!/\bPOST\b/.test(source)) continue;
    const mod = (await import(path.join(root, 'app', file))) as Partial<Route>;
    if (typeof mod.POST !== 'function') continue;
    const endpoint = (/graphqlRoute\('([^']+)'\)/.exec(source)?.[1] ?? null) as EndpointName | null;
    routes.push({ file: `app/${file}`, urlPath: `/${path.dirname(file)}/`, POST: mod.POST, GET: mod.GET, endpoint });
  }
  return routes;
}

/** The endpoint's schema: its modules' SDL, merged as graphql-yoga's createSchema merges it (graphql-tools), built with buildSchema. */
function endpointSchema(endpoint: EndpointName): GraphQLSchema {
  return buildSchema(print(mergeTypeDefs(modulesOf(endpoint).map((m) => loadModule(m).typeDefs))));
}

/** Row count and content hash of every table: any write, insert, update or delete shows. */
async function snapshot(): Promise<Record<string, string>> {
  const db = await getDb();
  const tables = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as
    | { rows: { table_name: string }[] }
    | { table_name: string }[];
  const names = (Array.isArray(tables) ? tables : tables.rows).map((r) => r.table_name);
  const out: Record<string, string> = {};
  for (const name of names) {
    const res = (await db.execute(sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${name}" t`))) as unknown as
      | { rows: { n: number; h: string }[] }
      | { n: number; h: string }[];
    const row = (Array.isArray(res) ? res : res.rows)[0];
    out[name] = `${row.n} rows ${row.h}`;
  }
  return out;
}

const t = { es: errorTranslator('es'), pt: errorTranslator('pt') };
/** The app's translated API messages (Spanish and Portuguese), with their placeholders as wildcards. */
const translatedPatterns = (['es', 'pt'] as const).flatMap((locale) =>
  ['api.invalidJson', 'api.bodyTooLarge', 'api.invalidArgument', 'api.csrfFailed', 'analytics.unknownClient', 'analytics.checksumMismatch'].map(
    (key) => new RegExp(`^${t[locale](key, { field: '\u0001' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\u0001', '.+')}$`),
  ),
);

type Outcome = { status: number; body: unknown; text: string; ms: number };

async function send(handler: Handler, request: Request): Promise<Outcome> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([handler(request), timeout]);
    const text = await Promise.race([response.text(), timeout]);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, body, text, ms: Date.now() - started };
  } catch (err) {
    // A thrown handler is what Next turns into a 500.
    return { status: 500, body: null, text: `thrown: ${(err as Error).stack ?? err}`, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

type Headers_ = Record<string, string>;

function buildRequest(route: Route, c: RawCase, headers: Headers_): Request {
  const method = c.method ?? 'POST';
  const h: Headers_ = { ...headers };
  if (c.contentType !== null) h['content-type'] = c.contentType ?? 'application/json';
  const init: RequestInit = { method, headers: h };
  if (method !== 'GET' && method !== 'HEAD' && c.body !== null && c.body !== undefined) init.body = c.body as BodyInit;
  return new Request(`http://localhost${route.urlPath}${c.search ?? ''}`, init);
}

function handlerFor(route: Route, method: string): Handler {
  if (method === 'POST') return route.POST;
  if (method === 'GET' && route.GET) return route.GET;
  // Next answers 405 itself for a method the route does not export; for GraphQL routes the
  // same handler serves every method (yoga answers 405).
  return route.endpoint ? route.POST : async () => new Response(null, { status: 405 });
}

describe(`fuzzing every endpoint (${label}, seed ${SEED}${LONG ? ', long' : ''})`, () => {
  let routes: Route[] = [];
  let staffCookie = '';
  const failures: string[] = [];
  let total = 0;
  const slowest = { ms: 0, what: '' };

  beforeAll(async () => {
    await setupTestDatabase();
    routes = await discoverPostRoutes();
    const db = await getDb();
    const res = (await db.execute(sql`select id from users where email = 'staff@demo.cursalia.test'`)) as unknown as { rows: { id: number }[] } | { id: number }[];
    const staff = (Array.isArray(res) ? res : res.rows)[0];
    staffCookie = `${SESSION_COOKIE}=${await signSessionToken(Number(staff.id))}`;
  });
  afterAll(async () => {
    console.log(`[fuzz] ${label}: ${total} requests, slowest ${slowest.ms} ms (${slowest.what})`);
    await teardownTestDatabase();
  });

  /** Sends one case and records what is wrong with its answer. */
  async function check(route: Route, c: RawCase, options: { graphql: boolean; locale?: 'es' | 'pt'; signedIn?: boolean }): Promise<Outcome> {
    const csrf = newCsrfToken();
    const headers: Headers_ = {
      accept: 'application/graphql-response+json,application/json;q=0.9',
      cookie: [`csrftoken=${csrf}`, options.signedIn ? staffCookie : null].filter(Boolean).join('; '),
      'x-csrftoken': csrf,
      ...(options.locale === 'pt' ? { 'accept-language': 'pt-BR,pt;q=0.9' } : { 'accept-language': 'es-ES,es;q=0.9' }),
    };
    const request = buildRequest(route, c, headers);
    const out = await send(handlerFor(route, request.method), request);
    total += 1;
    const what = `${route.urlPath} ${c.label}`;
    if (out.ms > slowest.ms) Object.assign(slowest, { ms: out.ms, what });
    const fail = (reason: string) => failures.push(`${what}: ${reason} — HTTP ${out.status} ${out.text.slice(0, 300)}`);
    if (out.status >= 500) fail('server error');
    else if (out.status === 405 || out.status === 415) {
      /* method or content type refused by the protocol (graphql-yoga answers these with no body) */
    } else if (options.graphql) {
      const errors = (out.body as { errors?: { message?: unknown; extensions?: Record<string, unknown> }[] } | null)?.errors;
      if (!Array.isArray(errors) || !errors.length) fail('no GraphQL error');
      else {
        for (const e of errors) {
          if (typeof e.message !== 'string' || !e.message.trim()) fail('an error without a message');
          else if (/Unexpected error|\n\s+at /.test(e.message) || e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.extensions?.stack) fail('an unexpected (masked or stack) error');
          const code = e.extensions?.code;
          const key =
            code === 'PAYLOAD_TOO_LARGE' ? 'api.bodyTooLarge' : code === 'QUERY_TOO_COMPLEX' ? 'api.queryTooComplex' : code === 'CSRF_FAILED' ? 'api.csrfFailed' : code === 'GRAPHQL_PARSE_FAILED' ? 'api.invalidQuery' : null;
          // A document that does not parse is the caller's mistake: 400, translated (issue 17 item 11).
          if (code === 'GRAPHQL_PARSE_FAILED' && out.status !== 400) fail(`parse failure answered ${out.status}`);
          if (key && e.message !== t[options.locale ?? 'es'](key)) fail(`untranslated ${code}`);
        }
      }
    } else {
      const body = out.body as { success?: unknown; code?: unknown; message?: unknown } | null;
      if (out.status < 400) fail('accepted a malformed body');
      else if (!body || body.success !== false || typeof body.code !== 'string' || typeof body.message !== 'string') fail('no { success: false, code, message }');
      else if (!translatedPatterns.some((p) => p.test(body.message as string))) fail(`message is not one of the app's translated texts: ${body.message}`);
      else if (options.locale === 'pt' && !translatedPatterns.slice(6).some((p) => p.test(body.message as string))) fail('not answered in Portuguese');
    }
    return out;
  }

  async function fuzzRoute(route: Route, cases: { c: RawCase; graphql: boolean }[]) {
    const before = await snapshot();
    const rng = prng(SEED ^ route.urlPath.length);
    for (const { c, graphql } of cases) {
      await check(route, c, { graphql, locale: rng.chance(0.15) ? 'pt' : 'es', signedIn: rng.chance(0.5) });
    }
    const after = await snapshot();
    const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
    for (const table of changed) failures.push(`${route.urlPath}: table ${table} changed (${before[table]} → ${after[table]})`);
  }

  it('finds every POST route', () => {
    const graphqlPaths = routes.filter((r) => r.endpoint).map((r) => r.urlPath);
    expect(graphqlPaths).toContain('/api/v2/graph/');
    expect(graphqlPaths).toContain('/graphql/');
    expect(graphqlPaths.length).toBeGreaterThanOrEqual(13);
    expect(routes.filter((r) => !r.endpoint).map((r) => r.urlPath)).toEqual(expect.arrayContaining(Object.keys(REST_SAMPLES)));
  });

  beforeEach(() => {
    failures.length = 0;
  });

  it('every GraphQL endpoint refuses wrong-typed arguments and malformed bodies cleanly, writing nothing', async () => {
    for (const route of routes.filter((r) => r.endpoint)) {
      const rng = prng(SEED + route.urlPath.length * 7919);
      const schema = endpointSchema(route.endpoint!);
      const mutationName = Object.keys(schema.getMutationType()?.getFields() ?? {})[0] ?? null;
      const cases: { c: RawCase; graphql: boolean }[] = [];
      for (const g of schemaCases(schema, rng, ROUNDS)) cases.push({ c: { label: g.label, body: JSON.stringify({ query: g.query, variables: g.variables }) }, graphql: true });
      for (let round = 0; round < ROUNDS; round++) {
        for (const c of [...commonBodies(rng), ...graphqlBodies(rng, mutationName)]) cases.push({ c, graphql: true });
      }
      // Without the CSRF pair a mutation is refused before anything else (translated 403).
      await fuzzRoute(route, cases);
      if (mutationName) {
        const res = await send(route.POST, new Request(`http://localhost${route.urlPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `mutation { ${mutationName} }` }) }));
        total += 1;
        if (res.status >= 500) failures.push(`${route.urlPath} mutation without CSRF: HTTP ${res.status}`);
      }
    }
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, TEST_TIMEOUT_MS);

  it('every REST POST route refuses wrong types, deep nesting and malformed bodies cleanly, writing nothing', async () => {
    for (const route of routes.filter((r) => !r.endpoint)) {
      const rng = prng(SEED + route.urlPath.length * 104729);
      const cases: { c: RawCase; graphql: boolean }[] = [];
      const sample = REST_SAMPLES[route.urlPath]?.();
      for (let round = 0; round < ROUNDS; round++) {
        if (sample !== undefined) {
          const leaves = leafPaths(sample);
          for (const at of leaves) {
            for (const wrong of wrongJsonValues(at.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], sample), rng)) {
              cases.push({ c: { label: `${at.join('.') || 'body'} = ${JSON.stringify(wrong).slice(0, 40)}`, body: JSON.stringify(withValueAt(sample, at, wrong)) }, graphql: false });
            }
          }
          // Deep nesting in each object field, with another field wrong so a deep-but-valid body is not stored.
          const scalars = leaves.filter((at) => { const v = at.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], sample); return at.length && (v === null || typeof v !== 'object'); });
          for (const at of leaves.filter((p) => p.length && !scalars.includes(p))) {
            const spoiled = withValueAt(withValueAt(sample, at, '\u0002DEEP\u0002'), rng.pick(scalars), { wrong: true });
            for (const [kind, depth] of [['object', 9_000], ['array', 20_000]] as const) {
              cases.push({ c: { label: `${at.join('.')} nested ${depth} deep (${kind})`, body: JSON.stringify(spoiled).replace('"\\u0002DEEP\\u0002"', deepJson(depth, kind)) }, graphql: false });
            }
          }
        }
        for (const c of commonBodies(rng)) cases.push({ c, graphql: false });
      }
      if (route.urlPath === '/api/v3/collect/') cases.push(...collectCases());
      await fuzzRoute(route, cases);
    }
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, TEST_TIMEOUT_MS);

  it('paths that do not decode, huge or malformed image sizes and unknown media subjects never answer 5xx (issue 17 items 8, 11)', async () => {
    const rng = prng(SEED + 17);
    const escapes = ['%ff', '%', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%fe%ff', '%0', '%zz'];
    const prefixes = ['/', '/cursos-online/', '/pt/blog/', '/media/course/', '/api/org/', '/graphql/', '/api/v2/graph/search/'];
    for (let i = 0; i < 40 * ROUNDS; i++) {
      const url = `http://localhost${rng.pick(prefixes)}${randomString(rng, 6).replace(/[^a-z0-9]/gi, '')}${rng.pick(escapes)}${rng.chance(0.5) ? '/' : '.svg'}`;
      const res = await proxy(new NextRequest(url));
      total += 1;
      if (res.status !== 400) failures.push(`proxy ${url}: HTTP ${res.status} (expected 400)`);
    }
    const kinds = ['course', 'bundle', 'academy', 'blog', 'live', 'avatar', 'resource'];
    const sizes = ['w=2400&h=2400', 'w=99999', 'h=99999', 'w=1&h=99999', 'w=-1', 'w=1e9', 'w=%ff', 'q=0', 'q=101&w=10', 'fm=gif', 'fm=png&w=3', `w=${rng.int(5000)}&h=${rng.int(5000)}`];
    for (let i = 0; i < 30 * ROUNDS; i++) {
      const slug = rng.chance(0.3) ? randomString(rng, 12) : `fuzz-${rng.int(1e6)}`;
      const segments = [rng.pick(kinds), `${slug}.svg`];
      const url = `http://localhost/media/${segments.map((s) => encodeURIComponent(s.toWellFormed())).join('/')}?${rng.pick(sizes)}`;
      const out = await send((request) => mediaGET(request, { params: Promise.resolve({ path: segments }) }), new Request(url));
      total += 1;
      if (out.status >= 500) failures.push(`media ${url}: HTTP ${out.status} ${out.text.slice(0, 200)}`);
      else if (out.status === 200) failures.push(`media ${url}: an invented subject was served`);
    }
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, TEST_TIMEOUT_MS);

  it('the REST samples are valid as they are (so each fuzzed body differs from an accepted one by its fault)', async () => {
    for (const route of routes.filter((r) => !r.endpoint && REST_SAMPLES[r.urlPath])) {
      const res = await send(route.POST, new Request(`http://localhost${route.urlPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(REST_SAMPLES[route.urlPath]()) }));
      expect(res.status, `${route.urlPath}: ${res.text}`).toBeLessThan(300);
    }
  });
});

let uuidCounter = 0;
const uuid = () => `7b5e3a2c-1d4f-4e6a-8b7c-${String((uuidCounter += 1)).padStart(12, '0')}`;

/** A valid body per REST route (the fuzz corrupts one leaf at a time). */
const REST_SAMPLES: Record<string, () => unknown> = {
  '/api/v3/user-activity/': () => [
    { event_uuid: uuid(), event_type: 'Fuzz Event', distinct_id: 'fuzz-visitor', path: '/cursos-online/', item_id: 'x', page_data: {}, session_id: 1, event_time: 1_760_000_000_000, sequence: 1 },
  ],
  '/api/v3/channel-register/': () => ({ query_params: { utm_source: 'fuzz' }, url: 'https://example.com/cursos-online/', referrer: '', iso: 'PE', distinct_id: 'fuzz-visitor', user_id: null }),
  '/api/v3/performance/': () => [{ event_name: 'LCP', value: 1200, page: '/', current_url: 'https://example.com/' }],
  '/api/v3/affiliate-click/': () => ({ ref: 'fuzz-affiliate', path: '/cursos-online/' }),
  '/api/v3/collect/': () => buildUploadBody(collectorKey(), [collectEvent(uuid())], 1_760_000_100_000),
};

function collectEvent(id: string, extra: Record<string, unknown> = {}) {
  return { event_uuid: id, event_type: 'page_view', app_platform: 'web', api_version: 2, distinct_id: 'fuzz', path: '/', page_data: { page_name: 'x' }, session_id: 1, event_time: 1_760_000_000_000, sequence: 1, ...extra };
}

/** Well-checksummed batches whose events are wrong: the checksum must not let bad events through. */
function collectCases(): { c: RawCase; graphql: boolean }[] {
  const key = collectorKey();
  const signed = (e: unknown[]) => JSON.stringify(buildUploadBody(key, e, 1_760_000_100_000));
  const deep = (depth: number) => rawSigned(key, JSON.stringify([collectEvent(uuid(), { event_type: 42, page_data: '\u0002' })]).replace('"\\u0002"', deepJson(depth, 'object')));
  return [
    { c: { label: 'signed batch: event_type a number', body: signed([collectEvent(uuid(), { event_type: 42 })]) }, graphql: false },
    { c: { label: 'signed batch: event is a string', body: signed(['x']) }, graphql: false },
    { c: { label: 'signed batch: empty', body: signed([]) }, graphql: false },
    { c: { label: 'signed batch: e not JSON', body: rawSigned(key, '{not json') }, graphql: false },
    { c: { label: 'signed batch: page_data 9 000 deep', body: deep(9_000) }, graphql: false },
  ];
}

/** A collect body around an arbitrary `e` text, with its correct checksum. */
function rawSigned(key: string, e: string): string {
  const body = buildUploadBody(key, [], 1_760_000_100_000);
  return JSON.stringify({ ...body, e, checksum: uploadChecksum(body.v, key, e, body.upload_time) });
}

/**
 * Scale-out test (issue 14 item 5; docs/caching.md): two "machines" on one throw-away PostgreSQL
 * database and one Redis — server A a single `next start`, server B `npm start` with
 * WEB_CONCURRENCY=2 (two processes on one port) — started at once (the start-up lock), serve one
 * page cache: a course page cached by A is a hit on B, and a checkout on A (its learner count
 * grows) revalidates it for B as well.
 *
 * Runs against an existing production build (NEXT_DIST_DIR, default `.next`: the one `npm test`
 * makes); skipped, saying why, when PostgreSQL or Redis is unreachable — except in CI, where that
 * fails. Exit code 0 = passed or (locally) skipped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { createThrowawayDatabase, DEFAULT_POSTGRES_ADMIN_URL, dropThrowawayDatabase, postgresReachable } from '../lib/server/db/postgres-admin';
import { startProductionServer, stopProductionServer } from './production-server';
import { buyCourse } from '../tests/support/buy-course';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_ADMIN_URL;
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const distDir = process.env.NEXT_DIST_DIR || '.next';
const portA = Number(process.env.SCALE_PORT_A || 3121);
const portB = Number(process.env.SCALE_PORT_B || 3122);

const log = (message: string) => console.log(`[scale-out] ${message}`);

function fail(message: string): never {
  throw new Error(message);
}

async function redisReachable(): Promise<string | null> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    redis.disconnect();
  }
}

/** `npm start` (scripts/start.ts) with WEB_CONCURRENCY=2, healthy when its database answers. */
async function startClusteredServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, WEB_CONCURRENCY: '2', PORT: String(port), NEXT_DIST_DIR: distDir, START_SKIP_BUILD: '1' },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`server B exited with ${server.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v2/graph/?query=%7Bhealth%7Bstatus%7D%7D`);
      if (res.ok && (await res.text()).includes('"ok"')) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill('SIGTERM');
  fail('server B did not become healthy in 180 s');
}

type PageView = { cache: string | null; csp: string | null; learners: number };

/** One view of a course page: Next's cache verdict, its policy and the learner count it shows. */
async function view(port: number, pagePath: string): Promise<PageView> {
  const res = await fetch(`http://127.0.0.1:${port}${pagePath}`, { redirect: 'manual' });
  if (res.status !== 200) fail(`GET ${pagePath} on :${port} answered ${res.status}`);
  const html = await res.text();
  const match = /([\d.,\s]+) estudiantes?</.exec(html);
  if (!match) fail(`no learner count on ${pagePath}`);
  return { cache: res.headers.get('x-nextjs-cache'), csp: res.headers.get('content-security-policy'), learners: Number(match[1].replace(/\D/g, '')) };
}

/** A public, active, paid course of the seeded catalogue and its page. */
async function pickCourse(databaseUrl: string): Promise<{ id: number; pagePath: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; slug: string; category: string }>(
      `select c.id, c.slug, k.slug as category from courses c join categories k on k.id = c.category_id
        join course_prices p on p.course_id = c.id and p.currency = 'USD' and p.price_cents > 0
       where c.is_active and c.organization_id is null order by c.id limit 1`,
    );
    if (!rows[0]) fail('no paid public course in the seed');
    return { id: rows[0].id, pagePath: `/cursos-online/${rows[0].category}/${rows[0].slug}/` };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const pgDown: string[] = [];
  if (!(await postgresReachable(adminUrl, (r) => pgDown.push(r)))) {
    // In CI both services are part of the suite (issue 17 §15): missing is a failure, not a skip.
    if (process.env.CI) fail(`PostgreSQL not reachable at ${adminUrl} (${pgDown.join('')}); CI needs it`);
    log(`skipped: PostgreSQL not reachable at ${adminUrl} (${pgDown.join('')})`);
    return;
  }
  const redisDown = await redisReachable();
  if (redisDown) {
    if (process.env.CI) fail(`Redis not reachable at ${redisUrl} (${redisDown}); CI needs it`);
    log(`skipped: Redis not reachable at ${redisUrl} (${redisDown})`);
    return;
  }
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) fail(`no production build in ${distDir}/ (run next build first)`);

  const name = `cursalia_scale_${process.pid}`;
  const databaseUrl = await createThrowawayDatabase(adminUrl, name);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cursalia-scale-'));
  const prefix = `cursalia:test-scale:${process.pid}:${Date.now()}:`;
  // Two machines share the database, Redis and the session key, and nothing else.
  const env = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, PAGE_CACHE_KEY_PREFIX: prefix, JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dataDir };
  const servers: ChildProcess[] = [];
  const started = Date.now();
  try {
    log(`starting server A (:${portA}) and server B (:${portB}, WEB_CONCURRENCY=2) on ${name} and ${redisUrl}…`);
    const [a, b] = await Promise.allSettled([startProductionServer(distDir, portA, env), startClusteredServer(portB, env)]);
    for (const s of [a, b]) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of [a, b]) if (s.status === 'rejected') throw s.reason;
    log(`both healthy in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const course = await pickCourse(databaseUrl);
    const first = await view(portA, course.pagePath);
    const second = await view(portA, course.pagePath);
    if (second.cache !== 'HIT') fail(`second view on A is ${second.cache}, expected HIT`);
    // B never rendered the page: both of its processes find it in the shared cache.
    const onB = [await view(portB, course.pagePath), await view(portB, course.pagePath)];
    for (const v of onB) {
      if (v.cache !== 'HIT') fail(`view on B is ${v.cache}, expected HIT (shared cache)`);
      if (v.learners !== first.learners) fail(`B shows ${v.learners} learners, A ${first.learners}`);
      if (!v.csp || !/'sha256-[^']+'/.test(v.csp) || v.csp.includes(',')) fail(`B's cached page has no single hash policy: ${v.csp}`);
    }
    log(`${course.pagePath}: A ${first.cache} then ${second.cache}, B ${onB.map((v) => v.cache).join(' and ')}, ${first.learners} learners, hash CSP on B`);

    await buyCourse(`http://127.0.0.1:${portA}`, course.id, 'escala');
    log('checkout on A paid');
    // B's processes also answer from their front copies (lib/server/cache/front-page-cache.mjs),
    // which A's revalidation, announced through Redis, empties (and which are at most 5 s old).
    const paidAt = Date.now();
    const deadline = paidAt + 30_000;
    let fresh: PageView | null = null;
    let freshAfterMs = 0;
    while (Date.now() < deadline) {
      const v = await view(portB, course.pagePath);
      if (v.learners === first.learners + 1) {
        fresh = v;
        freshAfterMs = Date.now() - paidAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    if (!fresh) fail(`B still shows ${first.learners} learners 30 s after the checkout on A`);
    if (!fresh.csp || !/'sha256-[^']+'/.test(fresh.csp)) fail(`B's fresh page has no hash policy: ${fresh.csp}`);
    const fromA = await view(portA, course.pagePath);
    if (fromA.learners !== first.learners + 1) fail(`A shows ${fromA.learners} learners after its own checkout`);
    log(`after the checkout on A: B serves ${fresh.learners} learners (${fresh.cache}, seen ${freshAfterMs} ms after the checkout's answer), A ${fromA.learners} (${fromA.cache})`);
    log(`passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await Promise.all(servers.map((s) => stopProductionServer(s)));
    await dropThrowawayDatabase(adminUrl, name).catch((err) => console.error(`[scale-out] could not drop ${name}:`, err));
    rmSync(dataDir, { recursive: true, force: true });
    await cleanRedis(prefix);
  }
}

async function cleanRedis(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`[scale-out] FAILED: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  },
);

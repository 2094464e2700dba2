/**
 * Search benchmark (issue 4):
 *   npm run bench                         (runs this through scripts/bench.ts)
 *   npx tsx scripts/bench-search.ts [--courses 100000] [--searches 200] [--pglite-only | --postgres-only]
 *     [--db-name NAME] [--pglite-dir DIR] [--keep] [--reuse]
 *
 * For each database: a throw-away one (PGlite in a temporary folder, never .data/; a new
 * PostgreSQL database when one is reachable at TEST_POSTGRES_URL or 127.0.0.1:5432, dropped
 * afterwards), migrated, seeded with the demo data plus N scale courses, analysed; then
 * ~200 varied searches (accented, unaccented, plural, typo'd, multi-word, other languages,
 * filters, later pages, nonsense) through the search service, one at a time, timing each.
 * Prints p50/p95/p99 and searches per second, by match type, and EXPLAIN ANALYZE on PostgreSQL.
 *
 * Seeding 100 000 courses takes minutes, so a seeded database can be kept and reused:
 *   --db-name NAME   the PostgreSQL database (default cursalia_bench_<pid>_<time>; or BENCH_SEARCH_DB)
 *   --pglite-dir DIR the PGlite folder (default a new temporary one; or BENCH_SEARCH_PGLITE_DIR)
 *   --keep           do not drop the database / remove the folder afterwards
 *   --reuse          use the database / folder as it is when it already holds at least --courses
 *                    scale courses (migrations still run, so a new migration is measured); else
 *                    create and seed it. Implies --keep.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createThrowawayDatabase, databaseExists, databaseUrl, DEFAULT_POSTGRES_ADMIN_URL, dropThrowawayDatabase, postgresReachable } from '../lib/server/db/postgres-admin';
import { sql } from 'drizzle-orm';

// The service modules start with `import 'server-only'` (it throws outside React Server
// Components); a script is server code, so resolve it to an empty module.
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function resolve(s, c, next) { return s === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(s, c); }",
  )}`,
  pathToFileURL(`${process.cwd()}/`),
);

export type SearchBenchOptions = {
  courses: number;
  searches: number;
  pglite: boolean;
  postgres: boolean;
  postgresAdminUrl: string;
  /** PostgreSQL database name (a fresh unique one when null). */
  dbName: string | null;
  /** PGlite folder (a fresh temporary one when null). */
  pgliteDir: string | null;
  keep: boolean;
  reuse: boolean;
};

export type BenchCase = { term: string; locale: 'es' | 'pt' | 'en'; offset: number; category?: string; level?: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED'; price?: 'free' | 'paid' };

type Timing = { ms: number; match: string; total: number; term: string };

const PAGE = 24;

/** Typo'd forms of a word: a letter dropped, two swapped, a vowel replaced (deterministic). */
function typos(word: string, n: number): string[] {
  const out: string[] = [];
  if (word.length < 5) return out;
  const mid = Math.floor(word.length / 2);
  out.push(word.slice(0, mid) + word.slice(mid + 1));
  out.push(word.slice(0, mid - 1) + word[mid] + word[mid - 1] + word.slice(mid + 1));
  out.push(word.slice(0, mid + 1) + (word[mid + 1] === 'e' ? 'a' : 'e') + word.slice(mid + 2));
  return out.slice(0, n);
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** ~`count` searches of varied kinds, the same on every run. */
export async function benchCases(count: number): Promise<BenchCase[]> {
  const { allTopics } = await import('../lib/server/db/seed/course-generator');
  const { rngFor } = await import('../lib/server/db/seed/random');
  const rng = rngFor('bench-search');
  const topics = allTopics();
  const fixed: BenchCase[] = [
    { term: 'diseño', locale: 'es', offset: 0 },
    { term: 'diseno', locale: 'es', offset: 0 },
    { term: 'fotografías', locale: 'es', offset: 0 },
    { term: 'fotografia digtal', locale: 'es', offset: 0 },
    { term: 'photoshp', locale: 'es', offset: 0 },
    { term: 'curso de photoshop', locale: 'es', offset: 0 },
    { term: 'técnicas avanzadas', locale: 'es', offset: 0 },
    { term: 'marketing digtal', locale: 'es', offset: 0 },
    { term: 'digital photography', locale: 'en', offset: 0 },
    { term: 'photografy', locale: 'en', offset: 0 },
    { term: 'design de interiores', locale: 'pt', offset: 0 },
    { term: 'fotoqrafuia xyz', locale: 'es', offset: 0 },
    { term: 'qqzzxxjj', locale: 'es', offset: 0 },
    { term: 'diseño', locale: 'es', offset: PAGE * 3 },
    { term: 'fotografía', locale: 'es', offset: 0, level: 'ADVANCED' },
    { term: 'diseño', locale: 'es', offset: 0, category: 'arquitectura', price: 'paid' },
  ];
  const out = [...fixed];
  while (out.length < count) {
    const ref = rng.pick(topics);
    const name = ref.topic.name.es;
    const words = name.split(/\s+/).filter((w) => w.length > 3);
    const word = words.length > 0 ? rng.pick(words) : name;
    const kind = rng.int(0, 9);
    const locale = kind === 9 ? rng.pick(['pt', 'en'] as const) : 'es';
    if (kind <= 1) out.push({ term: name, locale, offset: 0 }); // multi-word, accented
    else if (kind === 2) out.push({ term: stripAccents(name).toLowerCase(), locale, offset: 0 }); // unaccented
    else if (kind === 3) out.push({ term: word.toLowerCase(), locale, offset: rng.chance(0.3) ? PAGE : 0 }); // one word
    else if (kind === 4) out.push({ term: `${word.toLowerCase()}s`, locale, offset: 0 }); // plural
    else if (kind <= 6) {
      // a typo in one word of the topic name
      const wrong = typos(stripAccents(word).toLowerCase(), 3);
      const typo = wrong.length > 0 ? rng.pick(wrong) : word;
      out.push({ term: stripAccents(name).toLowerCase().replace(stripAccents(word).toLowerCase(), typo), locale, offset: 0 });
    } else if (kind === 7) out.push({ term: word, locale, offset: 0, category: ref.category.slug, level: rng.pick(['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const) });
    else if (kind === 8) out.push({ term: `${word} ${rng.pick(['para principiantes', 'avanzado', 'desde cero', 'online'])}`, locale, offset: 0 });
    else out.push({ term: locale === 'pt' ? (ref.topic.name.pt ?? name) : (ref.topic.name.en ?? name), locale, offset: 0 });
  }
  return out.slice(0, count);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function summarize(label: string, timings: Timing[], wallMs: number): string {
  const ms = timings.map((t) => t.ms).sort((a, b) => a - b);
  // Searches per second over the wall-clock time of the run (all rows only).
  const line = (name: string, list: number[], wall?: number) => {
    const s = list.slice().sort((a, b) => a - b);
    const qps = wall !== undefined ? `  ${((s.length / wall) * 1000).toFixed(1).padStart(6)} searches/s` : '';
    return `  ${name.padEnd(22)} n=${String(s.length).padStart(3)}  p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(s, 99).toFixed(1).padStart(6)} ms${qps}`;
  };
  const rows = [`${label}`, line('all', ms, wallMs)];
  for (const match of ['fulltext', 'fuzzy', 'partial', 'none']) {
    const list = timings.filter((t) => t.match === match).map((t) => t.ms);
    if (list.length > 0) rows.push(line(`  ${match}`, list));
  }
  const slowest = timings.slice().sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.BENCH_SEARCH_SLOWEST || 3));
  rows.push(`  slowest: ${slowest.map((t) => `${JSON.stringify(t.term)} ${t.match} ${t.total} matches ${t.ms.toFixed(0)} ms`).join('; ')}`);
  return rows.join('\n');
}

type Handle = Awaited<ReturnType<typeof import('../lib/server/db/client').openDb>>;

/** Scale courses already in a database: every course beyond the demo's. */
async function scaleCoursesIn(handle: Handle): Promise<number> {
  const res = await handle.db.execute(sql`select count(*)::int as n from courses where slug ~ '-[0-9]+$'`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

async function prepare(handle: Handle, courses: number, label: string, reuse: boolean): Promise<void> {
  const { migrateDb } = await import('../lib/server/db/migrate');
  const { seedIfEmpty } = await import('../lib/server/db/seed');
  const { seedScaleCourses } = await import('../lib/server/db/seed/scale');
  let started = performance.now();
  await migrateDb(handle);
  if (reuse) {
    const existing = await scaleCoursesIn(handle);
    if (existing >= courses) {
      console.log(`[bench:search] ${label}: reusing ${existing.toLocaleString('en')} scale courses (migrated in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
      await handle.db.execute(sql`analyze`);
      return;
    }
    if (existing > 0) throw new Error(`${label}: the database holds ${existing} scale courses, fewer than ${courses}; drop it or name another`);
  }
  await seedIfEmpty(handle.db);
  console.log(`[bench:search] ${label}: migrated and seeded the demo in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  let last = 0;
  await seedScaleCourses(handle.db, {
    courses,
    batchSize: 2000,
    onProgress: (done, total) => {
      const now = performance.now();
      if (done === total || now - last > 15_000) {
        last = now;
        console.log(`[bench:search] ${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} scale courses (${((now - started) / 1000).toFixed(0)} s)`);
      }
    },
  });
  await handle.db.execute(sql`analyze`);
}

async function runSearches(handle: Handle, cases: BenchCase[]): Promise<{ timings: Timing[]; wallMs: number }> {
  const { searchCourses } = await import('../lib/server/services/search');
  const run = (c: BenchCase) =>
    searchCourses(handle.db, { term: c.term, locale: c.locale, offset: c.offset, limit: PAGE, category: c.category, level: c.level, price: c.price });
  // Warm-up: caches and plans, not timed.
  for (const c of cases.slice(0, 10)) await run(c);
  const timings: Timing[] = [];
  const wallStart = performance.now();
  for (const c of cases) {
    const t0 = performance.now();
    const r = await run(c);
    timings.push({ ms: performance.now() - t0, match: r.match, total: r.totalCount, term: c.term });
  }
  return { timings, wallMs: performance.now() - wallStart };
}

/** Searches `concurrency` at a time (PostgreSQL pool): throughput rather than latency. */
async function runConcurrent(handle: Handle, cases: BenchCase[], concurrency: number): Promise<{ timings: Timing[]; wallMs: number }> {
  const { searchCourses } = await import('../lib/server/services/search');
  const timings: Timing[] = [];
  let next = 0;
  const wallStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) {
        const c = cases[next++];
        const t0 = performance.now();
        const r = await searchCourses(handle.db, { term: c.term, locale: c.locale, offset: c.offset, limit: PAGE, category: c.category, level: c.level, price: c.price });
        timings.push({ ms: performance.now() - t0, match: r.match, total: r.totalCount, term: c.term });
      }
    }),
  );
  return { timings, wallMs: performance.now() - wallStart };
}

async function benchPglite(options: SearchBenchOptions, cases: BenchCase[]): Promise<string> {
  const { openDb } = await import('../lib/server/db/client');
  const dir = options.pgliteDir ?? mkdtempSync(path.join(tmpdir(), 'cursalia-bench-search-'));
  const handle = await openDb({ dataDir: path.join(dir, 'pglite') });
  try {
    await prepare(handle, options.courses, 'PGlite', options.reuse);
    const { timings, wallMs } = await runSearches(handle, cases);
    return summarize(`PGlite (${options.courses.toLocaleString('en')} scale courses, sequential)`, timings, wallMs);
  } finally {
    await handle.close();
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres(options: SearchBenchOptions, cases: BenchCase[]): Promise<string> {
  const { openDb } = await import('../lib/server/db/client');
  const { explainSearch } = await import('../lib/server/services/search');
  const name = options.dbName ?? `cursalia_bench_${process.pid}_${Date.now()}`;
  const url = options.reuse && (await databaseExists(options.postgresAdminUrl, name)) ? databaseUrl(options.postgresAdminUrl, name) : await createThrowawayDatabase(options.postgresAdminUrl, name);
  const handle = await openDb({ databaseUrl: url });
  try {
    await prepare(handle, options.courses, 'PostgreSQL', options.reuse);
    const sequential = await runSearches(handle, cases);
    const concurrent = await runConcurrent(handle, cases, 4);
    const plans: string[] = [];
    for (const term of ['diseño', 'foto', 'fotografia digtal']) {
      const plan = await explainSearch(handle.db, term);
      plans.push(`EXPLAIN (ANALYZE, BUFFERS), facet count then first ranking tier, "${term}":\n${plan.match.map((l) => `    ${l}`).join('\n')}`);
    }
    return [
      summarize(`PostgreSQL (${options.courses.toLocaleString('en')} scale courses, sequential)`, sequential.timings, sequential.wallMs),
      summarize('PostgreSQL (4 concurrent)', concurrent.timings, concurrent.wallMs),
      ...plans,
    ].join('\n');
  } finally {
    await handle.close();
    if (!options.keep) await dropThrowawayDatabase(options.postgresAdminUrl, name);
  }
}

export async function runSearchBench(options: SearchBenchOptions): Promise<void> {
  const cases = await benchCases(options.searches);
  console.log(`[bench:search] ${cases.length} searches, e.g. ${cases.slice(16, 24).map((c) => JSON.stringify(c.term)).join(', ')}`);
  const reports: string[] = [];
  if (options.pglite) reports.push(await benchPglite(options, cases));
  if (options.postgres) {
    if (await postgresReachable(options.postgresAdminUrl)) reports.push(await benchPostgres(options, cases));
    else reports.push(`PostgreSQL: not reachable at ${new URL(options.postgresAdminUrl).host}, skipped`);
  }
  console.log(`\n[bench:search] results (${process.version}, ${(await import('node:os')).cpus().length} CPUs)\n${reports.join('\n\n')}`);
}

export function parseSearchBenchArgs(argv: string[]): SearchBenchOptions {
  const options: SearchBenchOptions = {
    courses: 100_000,
    searches: 200,
    pglite: true,
    postgres: true,
    postgresAdminUrl: process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_ADMIN_URL,
    dbName: process.env.BENCH_SEARCH_DB || null,
    pgliteDir: process.env.BENCH_SEARCH_PGLITE_DIR || null,
    keep: false,
    reuse: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const number = () => {
      const n = Number(inline ?? argv[++i]);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a non-negative integer`);
      return n;
    };
    if (flag === '--courses') options.courses = number();
    else if (flag === '--searches') options.searches = Math.max(1, number());
    else if (flag === '--pglite-only') options.postgres = false;
    else if (flag === '--postgres-only') options.pglite = false;
    else if (flag === '--db-name') options.dbName = inline ?? argv[++i];
    else if (flag === '--pglite-dir') options.pgliteDir = path.resolve(inline ?? argv[++i]);
    else if (flag === '--keep') options.keep = true;
    else if (flag === '--reuse') options.reuse = options.keep = true;
  }
  return options;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(process.cwd(), 'scripts/bench-search.ts');
if (invokedDirectly) {
  runSearchBench(parseSearchBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error('[bench:search] failed:', err instanceof Error ? err.stack : err);
    process.exit(1);
  });
}

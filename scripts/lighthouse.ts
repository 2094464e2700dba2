/**
 * `npm run lighthouse` (issue 9 item 2): Lighthouse 12 (mobile preset, simulated throttling)
 * on the pages visitors land on, against a production server started here on its own port and
 * data folder, with Debian's Chromium. Prints performance / accessibility / best-practices /
 * SEO scores and LCP / CLS / TBT per page, the audits that fail most, and writes
 * bench/lighthouse.json. Not part of `npm test` (about a minute per page on 2 cores).
 *
 *   npm run lighthouse                       # build into .next-bench when stale, serve on :3410
 *   NEXT_DIST_DIR=.next-q2 npm run lighthouse  # use that build folder as it is (never rebuilt)
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 npm run lighthouse   # an already running server
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildNeeded } from './build-freshness';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
const DIST = process.env.NEXT_DIST_DIR || '.next-bench';
const PORT = Number(process.env.LIGHTHOUSE_PORT || 3410);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const log = (message: string) => console.log(`[lighthouse] ${message}`);

function ensureBuild(): void {
  const reason = buildNeeded(root, DIST);
  if (!reason) return log(`reusing the production build in ${DIST}/`);
  if (process.env.NEXT_DIST_DIR) return log(`using the build in ${DIST}/ as it is (${reason}; NEXT_DIST_DIR given, so not rebuilding)`);
  log(`building the production server into ${DIST}/ (${reason})…`);
  const env = { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' };
  for (const [command, args] of [['npx', ['graphql-codegen', '--config', 'codegen.ts']], [process.execPath, [nextBin, 'build']]] as const) {
    const run = spawnSync(command, [...args], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0) throw new Error(`${command} ${args[0]} failed (${run.status})`);
  }
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NEXT_DIST_DIR: DIST, NEXT_MANUAL_SIG_HANDLE: 'true', NEXT_TELEMETRY_DISABLED: '1', PORT: String(PORT), COOKIE_SECURE: 'false' };
  delete env.DATABASE_URL;
  // No `-H 127.0.0.1`: with it, next-intl's rewrite to http://localhost:<port>/es/… is taken as
  // another origin and every page answers a 307 to itself (a redirect loop).
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(PORT)], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/v2/graph/?query=%7Bhealth%7Bstatus%7D%7D`);
      if (res.ok && (await res.text()).includes('"ok"')) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill('SIGTERM');
  throw new Error('server did not become healthy in 180 s');
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

async function coursePath(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v2/graph/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ courses(first: 1) { edges { node { url } } } }' }) });
  const body = (await res.json()) as { data?: { courses?: { edges: { node: { url: string } }[] } } };
  const url = body.data?.courses?.edges[0]?.node.url;
  if (!url) throw new Error(`no course to audit: ${JSON.stringify(body).slice(0, 200)}`);
  return new URL(url, base).pathname;
}

type PageResult = {
  name: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  metrics: { lcpMs: number | null; cls: number | null; tbtMs: number | null; fcpMs: number | null };
  failing: { id: string; title: string; score: number | null; category: string; displayValue: string | null; items: string[] }[];
};

async function audit(name: string, url: string, port: number): Promise<PageResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) log(`${name}: runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failing: PageResult['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'manual') continue;
      if (a.score !== null && a.score >= 0.9) continue;
      // What the audit points at: its display value and the first few items (selector, URL or text).
      const items = ((a.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 3).map((item) => {
        const node = item.node as { selector?: string; snippet?: string } | undefined;
        return String(node?.selector ?? item.url ?? item.description ?? item.source ?? JSON.stringify(item)).slice(0, 160);
      });
      failing.push({ id: a.id, title: a.title, score: a.score, category, displayValue: a.displayValue ?? null, items });
    }
  }
  return {
    name,
    url,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score! * 100)])) as PageResult['scores'],
    metrics: { lcpMs: numeric('largest-contentful-paint'), cls: numeric('cumulative-layout-shift'), tbtMs: numeric('total-blocking-time'), fcpMs: numeric('first-contentful-paint') },
    failing,
  };
}

function table(results: PageResult[]): string {
  const fmt = (n: number | null, digits = 0) => (n == null ? '–' : n.toFixed(digits));
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${fmt(r.scores.performance)} | ${fmt(r.scores.accessibility)} | ${fmt(r.scores['best-practices'])} | ${fmt(r.scores.seo)} | ${fmt(r.metrics.lcpMs)} ms | ${fmt(r.metrics.cls, 3)} | ${fmt(r.metrics.tbtMs)} ms |`,
  );
  return ['| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

async function main() {
  let server: ChildProcess | null = null;
  let dataDir: string | null = null;
  let base = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (!base) {
      ensureBuild();
      dataDir = mkdtempSync(path.join(tmpdir(), 'cursalia-lighthouse-'));
      log(`starting the production server on :${PORT} (data in ${dataDir})…`);
      server = await startServer(dataDir);
      base = `http://127.0.0.1:${PORT}`;
    }
    const pages: [string, string][] = [
      ['home', '/'],
      ['catalogue', '/cursos-online/?all=true'],
      ['course page', await coursePath(base)],
      ['agenda', '/agenda-cursos/'],
      ['cart', '/carrito-de-compras/'],
    ];
    // Warm every page once so the first audit does not measure a cold render.
    for (const [, p] of pages) await fetch(`${base}${p}`).then((r) => r.text());
    const results: PageResult[] = [];
    for (const [name, p] of pages) {
      log(`auditing ${name} (${p})…`);
      const r = await audit(name, `${base}${p}`, chrome.port);
      results.push(r);
      log(`${name}: perf ${r.scores.performance}, a11y ${r.scores.accessibility}, best practices ${r.scores['best-practices']}, SEO ${r.scores.seo}`);
    }
    console.log(`\nLighthouse 12, mobile preset (simulated throttling), Chromium ${CHROME_PATH}\n`);
    console.log(table(results));
    const counts = new Map<string, { title: string; category: string; pages: string[]; items: string[] }>();
    for (const r of results) {
      for (const f of r.failing) {
        const entry = counts.get(f.id) ?? { title: f.title, category: f.category, pages: [], items: f.items };
        entry.pages.push(r.name);
        counts.set(f.id, entry);
      }
    }
    const top = [...counts.entries()].sort((a, b) => b[1].pages.length - a[1].pages.length);
    console.log('\nFailing audits (score < 0.9), by number of pages:');
    for (const [id, e] of top) console.log(`  ${id} [${e.category}] ${e.title} — ${e.pages.join(', ')}${e.items.length ? `\n      e.g. ${e.items.join(' | ')}` : ''}`);
    mkdirSync(path.join(root, 'bench'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench', 'lighthouse.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), preset: 'mobile', chrome: CHROME_PATH, pages: results }, null, 2)}\n`,
    );
    log('results written to bench/lighthouse.json');
  } finally {
    await chrome.kill();
    if (server) await stopServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

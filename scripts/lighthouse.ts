/**
 * `npm run lighthouse` (issue 9 item 2): Lighthouse 12 (mobile preset, simulated throttling)
 * on the pages visitors land on, against a production server started here on its own port and
 * data folder, with Debian's Chromium. Prints performance / accessibility / best-practices /
 * SEO scores and LCP / CLS / TBT per page, the audits that fail most, and writes
 * bench/lighthouse.json. Not part of `npm test` (about a minute per page on 2 cores).
 *
 * Each page is audited LIGHTHOUSE_RUNS times (default 3), each run in a Chromium of its own, and
 * the run reported is Lighthouse's own median run (`computeMedianRun`: closest to the median FCP
 * and TTI) over the valid runs, as Lighthouse's guide on variability advises; the spread of the
 * scores is printed. A run Chromium spoils (NO_NAVSTART: the trace lost its navigation start,
 * about one run in eight here, fresh browser or not) is left out and counted.
 *
 *   npm run lighthouse                       # build into .next-bench when stale, serve on :3410
 *   NEXT_DIST_DIR=.next-q2 npm run lighthouse  # use that build folder as it is (never rebuilt)
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 npm run lighthouse   # an already running server
 *   LIGHTHOUSE_PAGES=home,cart LIGHTHOUSE_RUNS=5 npm run lighthouse   # some pages, more runs
 *   LIGHTHOUSE_DETAIL=1 npm run lighthouse   # also each median run's LCP element, phases, long tasks
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { buildNeeded } from './build-freshness';
import { ensureProductionBuild, startProductionServer, stopProductionServer } from './production-server';

const root = path.resolve(import.meta.dirname, '..');
const DIST = process.env.NEXT_DIST_DIR || '.next-bench';
const PORT = Number(process.env.LIGHTHOUSE_PORT || 3410);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));
const DETAIL = process.env.LIGHTHOUSE_DETAIL === '1';

const log = (message: string) => console.log(`[lighthouse] ${message}`);

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

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One audit in a Chromium of its own, closed afterwards. */
async function auditOnce(name: string, url: string): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (result.lhr.runtimeError) log(`${name}: runtime error ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The text of an audit's table items, for the failing list and the detail print. */
function itemText(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  const text = node?.selector ?? item.url ?? item.description ?? item.source ?? item.label;
  // Some audits (is-crawlable) point at a source object: a node's snippet or a header's URL.
  const described = text && typeof text === 'object' ? ((text as { snippet?: string; url?: string }).snippet ?? (text as { url?: string }).url) : text;
  return String(described ?? JSON.stringify(item)).slice(0, 160);
}

/** LCP element and phases, and the longest main-thread tasks, of one run (LIGHTHOUSE_DETAIL=1). */
function detail(lhr: Lhr): string[] {
  const lines: string[] = [];
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined;
  const [element, phases] = lcp?.items ?? [];
  const node = element?.items?.[0]?.node as { snippet?: string } | undefined;
  if (node?.snippet) lines.push(`LCP element: ${node.snippet.slice(0, 200)}`);
  if (phases?.items) lines.push(`LCP phases: ${phases.items.map((p) => `${p.phase} ${Math.round(Number(p.timing))} ms`).join(', ')}`);
  const tasks = (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined)?.items ?? [];
  for (const t of tasks.slice(0, 6)) lines.push(`long task ${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms: ${String(t.url).replace(/^https?:\/\/[^/]+/, '')}`);
  // Which element moved, and Chrome's guess at why (a late web font, an unsized media element…).
  type Shift = { score?: number; node?: { selector?: string }; subItems?: { items?: { cause?: string }[] } };
  const shifts = (lhr.audits['layout-shifts']?.details as { items?: Shift[] } | undefined)?.items ?? [];
  for (const shift of shifts.slice(0, 4)) {
    const causes = (shift.subItems?.items ?? []).map((item) => item.cause).filter(Boolean);
    lines.push(`layout shift ${Number(shift.score ?? 0).toFixed(3)}: ${shift.node?.selector ?? '(unknown element)'}${causes.length > 0 ? ` (${causes.join('; ')})` : ''}`);
  }
  return lines;
}

/** LIGHTHOUSE_RUNS audits of a page; the median run, with the spread of the performance score. */
async function audit(name: string, url: string): Promise<PageResult> {
  const runs: Lhr[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditOnce(name, url));
  const valid = filterToValidRuns(runs as Parameters<typeof filterToValidRuns>[0]) as Lhr[];
  const lhr = valid.length > 0 ? (computeMedianRun(valid as Parameters<typeof computeMedianRun>[0]) as Lhr) : runs[runs.length - 1];
  const perf = valid.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
  if (RUNS > 1) {
    log(`${name}: ${valid.length} of ${RUNS} runs valid, performance ${perf.join(' / ')}; reporting the median run`);
    // The spread of the metrics with targets of their own (issue 14), not only of the score.
    const each = (id: string, unit: (v: number) => string) => valid.map((r) => unit(r.audits[id]?.numericValue ?? NaN)).join(' / ');
    log(`${name}: LCP ${each('largest-contentful-paint', (v) => `${(v / 1000).toFixed(2)} s`)}; TBT ${each('total-blocking-time', (v) => `${Math.round(v)} ms`)}; CLS ${each('cumulative-layout-shift', (v) => v.toFixed(3))}`);
  }
  if (DETAIL) for (const line of detail(lhr)) log(`${name}: ${line}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failing: PageResult['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'manual') continue;
      if (a.score !== null && a.score >= 0.9) continue;
      // What the audit points at: its display value and the first few items (selector, URL or text).
      const items = ((a.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 3).map(itemText);
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
  try {
    if (!base) {
      if (process.env.NEXT_DIST_DIR && buildNeeded(root, DIST)) log(`using the build in ${DIST}/ as it is (NEXT_DIST_DIR given, so not rebuilding)`);
      else ensureProductionBuild(DIST, log);
      dataDir = mkdtempSync(path.join(tmpdir(), 'cursalia-lighthouse-'));
      log(`starting the production server on :${PORT} (data in ${dataDir})…`);
      base = `http://127.0.0.1:${PORT}`;
      // Canonical URLs name the audited origin (read at run time on the server): the SEO audit
      // refuses a canonical on another host (localhost:3000 by default).
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, COOKIE_SECURE: 'false', NEXT_PUBLIC_SITE_URL: base };
      delete env.DATABASE_URL;
      server = await startProductionServer(DIST, PORT, env);
    }
    const allPages: [string, string][] = [
      ['home', '/'],
      ['catalogue', '/cursos-online/?all=true'],
      ['course page', await coursePath(base)],
      ['agenda', '/agenda-cursos/'],
      ['cart', '/carrito-de-compras/'],
    ];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
    const pages = only ? allPages.filter(([name]) => only.includes(name)) : allPages;
    // Warm every page once so the first audit does not measure a cold render.
    for (const [, p] of pages) await fetch(`${base}${p}`).then((r) => r.text());
    const results: PageResult[] = [];
    for (const [name, p] of pages) {
      log(`auditing ${name} (${p})…`);
      const r = await audit(name, `${base}${p}`);
      results.push(r);
      log(`${name}: perf ${r.scores.performance}, a11y ${r.scores.accessibility}, best practices ${r.scores['best-practices']}, SEO ${r.scores.seo}`);
    }
    console.log(`\nLighthouse 12, mobile preset (simulated throttling), Chromium ${CHROME_PATH}, median of ${RUNS} run(s) per page\n`);
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
      `${JSON.stringify({ measuredAt: new Date().toISOString(), preset: 'mobile', chrome: CHROME_PATH, runsPerPage: RUNS, pages: results }, null, 2)}\n`,
    );
    log('results written to bench/lighthouse.json');
  } finally {
    if (server) await stopProductionServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

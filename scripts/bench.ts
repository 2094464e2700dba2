/**
 * Benchmarks: `npm run bench [-- --courses N --seconds S --connections C --pglite-only|--postgres-only]`.
 * Each benchmark builds its own throw-away databases (never .data/):
 * - the HTTP benchmark (scripts/bench-http.ts): pages and GraphQL calls of the production
 *   server under autocannon, beside a static file (the ceiling); writes bench/results.json;
 * - with `--search-service`, also the search service on its own (scripts/bench-search.ts).
 */
import { parseHttpBenchArgs, runHttpBench } from './bench-http';
import { parseSearchBenchArgs, runSearchBench } from './bench-search';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const started = performance.now();
  await runHttpBench(parseHttpBenchArgs(args));
  if (args.includes('--search-service')) await runSearchBench(parseSearchBenchArgs(args));
  console.log(`[bench] done in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}

main().catch((err) => {
  console.error('[bench] failed:', err instanceof Error ? err.stack : err);
  process.exit(1);
});

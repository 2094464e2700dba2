/**
 * Benchmarks: `npm run bench [-- --courses N --searches N --pglite-only|--postgres-only]`.
 * Each benchmark builds its own throw-away databases (never .data/). For now: course search
 * through the service on PGlite and, when reachable, PostgreSQL (scripts/bench-search.ts).
 */
import { parseSearchBenchArgs, runSearchBench } from './bench-search';

async function main(): Promise<void> {
  await runSearchBench(parseSearchBenchArgs(process.argv.slice(2)));
}

main().catch((err) => {
  console.error('[bench] failed:', err instanceof Error ? err.stack : err);
  process.exit(1);
});

/**
 * `npm test`: everything, in the order that fails fastest — lint, types, unit and
 * integration tests on PGlite, integration tests on PostgreSQL (when reachable), then
 * browser tests against the production build on PGlite and PostgreSQL.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createThrowawayDatabase, DEFAULT_POSTGRES_ADMIN_URL, dropThrowawayDatabase, postgresReachable } from '../lib/server/db/postgres-admin';
import { ensureChromium } from './ensure-chromium';
import { run } from './run-step';
import { buildIfNeeded, runE2E } from './test-e2e';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const postgresAdminUrl = process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_ADMIN_URL;
const failures: string[] = [];
const step = (label: string, code: number) => {
  if (code !== 0) failures.push(label);
  return code === 0;
};

async function withDatabase<T>(name: string, fn: (url: string) => T): Promise<T> {
  const url = await createThrowawayDatabase(postgresAdminUrl, name);
  try {
    return fn(url);
  } finally {
    await dropThrowawayDatabase(postgresAdminUrl, name);
  }
}

type Counts = { passed: number; failed: number; skipped: number };
function readCounts(): Counts {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of ['vitest-pglite.json', 'vitest-postgres.json']) {
    const p = path.join(results, file);
    if (!existsSync(p)) continue;
    const r = JSON.parse(readFileSync(p, 'utf8'));
    total.passed += r.numPassedTests ?? 0;
    total.failed += r.numFailedTests ?? 0;
    total.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  for (const file of ['e2e-pglite.json', 'e2e-postgres.json']) {
    const p = path.join(results, file);
    if (!existsSync(p)) continue;
    const s = JSON.parse(readFileSync(p, 'utf8')).stats ?? {};
    total.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    total.failed += s.unexpected ?? 0;
    total.skipped += s.skipped ?? 0;
  }
  return total;
}

async function main() {
  if (!ensureChromium()) process.exit(1);
  if (!step('codegen', run('GraphQL codegen', 'npx', ['graphql-codegen', '--config', 'codegen.ts']))) return;
  step('lint', run('ESLint', 'npx', ['eslint', '.', '--max-warnings=0']));
  step('typecheck', run('TypeScript', 'npx', ['tsc', '--noEmit']));
  step(
    'vitest (PGlite)',
    run('unit + integration tests (PGlite)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest-pglite.json`]),
  );
  const hasPostgres = await postgresReachable(postgresAdminUrl, (reason) =>
    console.log(`[test] PostgreSQL not reachable at ${postgresAdminUrl} (${reason}): PostgreSQL runs are skipped.`),
  );
  if (hasPostgres) {
    step(
      'vitest (PostgreSQL)',
      run('integration tests (PostgreSQL)', 'npx', ['vitest', 'run', 'tests/integration', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest-postgres.json`], {
        TEST_DB: 'postgres',
        TEST_POSTGRES_URL: postgresAdminUrl,
      }),
    );
  }
  if (!step('next build', buildIfNeeded())) return;
  step('budget', run('front-end budget (first-load JS per route, budget.json)', 'npx', ['tsx', 'scripts/budget.ts']));
  step('e2e (PGlite)', runE2E('PGlite', { E2E_JSON: `${results}/e2e-pglite.json` }));
  if (hasPostgres) {
    const code = await withDatabase(`cursalia_e2e_${process.pid}`, (url) =>
      runE2E('PostgreSQL', { E2E_JSON: `${results}/e2e-postgres.json`, E2E_DATABASE_URL: url, E2E_PORT: '3101', E2E_DATA_DIR: '.data-e2e-pg' }),
    );
    step('e2e (PostgreSQL)', code);
  }
}

main()
  .catch((err) => {
    console.error(err);
    failures.push('test runner');
  })
  .finally(() => {
    const counts = readCounts();
    console.log('');
    if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
    console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    process.exit(failures.length ? 1 : 0);
  });

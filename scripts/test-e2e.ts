/**
 * Browser tests against the production build: builds when stale, then runs Playwright
 * (its webServer starts `scripts/start.ts` on a fresh data folder), on PGlite and, when
 * E2E_DATABASE_URL is given, on PostgreSQL.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildNeeded } from './build-freshness';
import { run } from './run-step';

const root = path.resolve(import.meta.dirname, '..');

export function buildIfNeeded(): number {
  const reason = buildNeeded(root);
  if (!reason) return 0;
  return run(`next build (${reason})`, 'npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
}

export function runE2E(label: string, env: Record<string, string | undefined>, extraArgs: string[] = []): number {
  const dataDir = env.E2E_DATA_DIR || '.data-e2e';
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  return run(`e2e on ${label}`, 'npx', ['playwright', 'test', ...extraArgs], { E2E_DATA_DIR: dataDir, ...env });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = buildIfNeeded();
  if (built !== 0) process.exit(built);
  process.exit(runE2E('PGlite', {}, process.argv.slice(2)));
}

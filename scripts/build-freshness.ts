import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Everything whose change requires a new production build. */
export const BUILD_INPUTS = [
  'app', 'components', 'lib', 'graphql', 'messages', 'public', 'drizzle',
  'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package.json', 'tsconfig.json', 'codegen.ts',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'generated' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why a build is needed, or null when .next holds a build newer than every input. */
export function buildNeeded(root: string, distDir = process.env.NEXT_DIST_DIR || '.next'): string | null {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return 'no production build yet';
  const builtAt = statSync(buildId).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

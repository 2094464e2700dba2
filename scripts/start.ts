/**
 * `npm start`: build when the production build is missing or older than the sources, then
 * serve. The server process migrates and seeds the database itself (instrumentation.ts), so
 * only one process ever opens the PGlite folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildNeeded } from './build-freshness';
import { codegenBin } from './codegen-bin';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');

// Test harnesses build once up front and must never rebuild under a running server.
const reason = process.env.START_SKIP_BUILD === '1' ? null : buildNeeded(root);
if (reason) {
  console.log(`[start] building (${reason})…`);
  const codegen = spawnSync(process.execPath, [codegenBin(), '--config', 'codegen.ts'], { cwd: root, stdio: 'inherit' });
  if (codegen.status !== 0) process.exit(codegen.status ?? 1);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT || '3000';
const server = spawn(process.execPath, [nextBin, 'start', '-p', port, ...(process.env.HOSTNAME ? ['-H', process.env.HOSTNAME] : [])], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: 'true', NEXT_TELEMETRY_DISABLED: '1' },
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

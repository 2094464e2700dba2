/**
 * A production server for the measuring scripts (bench, lighthouse, the scale-out test): build it
 * into a dist dir of their own when stale, start the product's server process on a port (the one
 * `npm start` runs: scripts/server-process.ts) and wait for a healthy database, stop it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildNeeded } from './build-freshness';
import { codegenBin } from './codegen-bin';
import { SERVER_EXEC_ARGV, SERVER_SCRIPT } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');

/** Builds into `distDir` when a source is newer than its build; `log` says which happened. */
export function ensureProductionBuild(distDir: string, log: (message: string) => void): void {
  const reason = buildNeeded(root, distDir);
  if (!reason) return log(`reusing the production build in ${distDir}/`);
  log(`building the production server into ${distDir}/ (${reason})…`);
  const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
  // `next build` adds `<distDir>/types` to tsconfig.json's include; a measurement must not
  // leave the working tree dirty, so the file is put back as it was.
  const tsconfig = path.join(root, 'tsconfig.json');
  const original = readFileSync(tsconfig, 'utf8');
  try {
    for (const args of [[codegenBin(), '--config', 'codegen.ts'], [nextBin, 'build']]) {
      const run = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
      if (run.status !== 0) throw new Error(`${path.basename(args[0])} failed (${run.status})`);
    }
  } finally {
    if (readFileSync(tsconfig, 'utf8') !== original) writeFileSync(tsconfig, original);
  }
}

/**
 * Starts the server process from `distDir` with `env` and resolves once `health` reports the
 * database ok. No HOSTNAME: bound to one address, next-intl's rewrite to localhost loops into 307s.
 */
export async function startProductionServer(distDir: string, port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...SERVER_EXEC_ARGV, SERVER_SCRIPT], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, NEXT_DIST_DIR: distDir, NEXT_MANUAL_SIG_HANDLE: 'true', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port) },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v2/graph/?query=%7Bhealth%7Bstatus%7D%7D`);
      if (res.ok && (await res.text()).includes('"ok"')) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill('SIGTERM');
  throw new Error('server did not become healthy in 180 s');
}

/** SIGTERM (the server closes its database), SIGKILL after 15 s. */
export async function stopProductionServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

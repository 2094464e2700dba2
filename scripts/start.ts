/**
 * `npm start`: build when the production build is missing or older than the sources, then
 * serve. The server process migrates and seeds the database itself (instrumentation.ts), so
 * only one process ever opens the PGlite folder. The server process is scripts/next-server.mjs:
 * `next start`'s request handler plus the client's socket address for the app (issue 17 item 6;
 * TRUSTED_PROXY_HOPS, default 0, when reverse proxies stand in front).
 *
 * WEB_CONCURRENCY=N (default 1) serves with N server processes on one port (Node's
 * cluster: the primary holds the port, the workers take turns on its connections). Only on
 * PostgreSQL (DATABASE_URL): PGlite is one process. The workers migrate and seed under an
 * advisory lock (lib/server/start/prepare.ts); with REDIS_URL they share the page cache.
 */
import { spawn, spawnSync } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildNeeded } from './build-freshness';
import { codegenBin } from './codegen-bin';
import { SERVER_EXEC_ARGV, SERVER_SCRIPT } from './server-process';
import { InvalidEnvironmentError, serverEnv, type ServerEnv } from '../lib/server/env';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');

// Every variable is checked before anything is built or started (lib/server/env.ts): a bad PORT,
// DATABASE_URL or WEB_CONCURRENCY stops here with every problem named. The server processes read
// PORT, HOSTNAME, TRUSTED_PROXY_HOPS and the HTTP timeouts raw (plain ESM, before Next loads):
// they are the values checked here.
let env: ServerEnv;
try {
  env = serverEnv();
} catch (error) {
  if (!(error instanceof InvalidEnvironmentError)) throw error;
  console.error(`[start] ${error.message}`);
  process.exit(2);
}

// Test harnesses build once up front and must never rebuild under a running server.
const reason = env.skipBuildCheck ? null : buildNeeded(root);
if (reason) {
  console.log(`[start] building (${reason})…`);
  const codegen = spawnSync(process.execPath, [codegenBin(), '--config', 'codegen.ts'], { cwd: root, stdio: 'inherit' });
  if (codegen.status !== 0) process.exit(codegen.status ?? 1);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every server process loads the HTTP time limits before its server is created (issue 17 item 10): a request must
// arrive within HTTP_REQUEST_TIMEOUT_MS (30 s), its headers within HTTP_HEADERS_TIMEOUT_MS (15 s).
const timeoutsPreload = [...SERVER_EXEC_ARGV];
const serverScript = SERVER_SCRIPT;

// Each server process closes its database itself on SIGTERM/SIGINT (instrumentation.ts). PORT and
// HOSTNAME (unset: every interface) are read by the server script.
const childEnv = { ...process.env, PORT: String(env.port), NEXT_MANUAL_SIG_HANDLE: 'true', NEXT_TELEMETRY_DISABLED: '1' };
const signals = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

if (env.webConcurrency === 1) {
  const server = spawn(process.execPath, [...timeoutsPreload, serverScript], { cwd: root, stdio: 'inherit', env: childEnv });
  for (const signal of signals) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
} else {
  serveWithWorkers(env.webConcurrency);
}

/**
 * The cluster primary: forks `processes` workers running the server script, passes a stop signal on
 * to every worker and exits once all have closed. A worker that dies on its own is replaced; one
 * that dies before it ever listened means the server cannot start, and everything stops.
 */
function serveWithWorkers(processes: number): void {
  process.chdir(root);
  // Not this script's execArgv (tsx's loader, which the plain-ESM server does not need): only the time limits.
  cluster.setupPrimary({ exec: serverScript, args: [], execArgv: timeoutsPreload });
  const listening = new WeakSet<Worker>();
  let stopping: NodeJS.Signals | null = null;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork(childEnv);
    worker.once('listening', () => listening.add(worker));
    return worker;
  };
  const living = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w) && !w!.isDead());
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = signal;
    console.log(`[start] ${signal}: stopping ${living().length} server processes`);
    for (const worker of living()) worker.process.kill(signal);
    // Workers close their database within 10 s (instrumentation.ts) or are killed.
    setTimeout(() => {
      for (const worker of living()) worker.process.kill('SIGKILL');
    }, 15_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (living().length === 0) process.exit(exitCode);
      return;
    }
    if (!listening.has(worker)) {
      console.error(`[start] a server process exited before it served (${signal ?? `code ${code}`}): stopping`);
      exitCode = 1;
      stop('SIGTERM');
      if (living().length === 0) process.exit(exitCode);
      return;
    }
    console.error(`[start] server process ${worker.process.pid} died (${signal ?? `code ${code}`}): starting another`);
    fork();
  });
  for (const signal of signals) process.on(signal, () => stop(signal));

  console.log(`[start] ${processes} server processes on port ${env.port} (WEB_CONCURRENCY)`);
  for (let i = 0; i < processes; i++) fork();
}

/**
 * Runs once when the Next.js server starts: migrate and seed the database before the first
 * request, and close it cleanly on SIGTERM/SIGINT (PGlite otherwise needs crash recovery).
 * The server is started with NEXT_MANUAL_SIG_HANDLE=true so these handlers own shutdown.
 */
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own markers, not configuration: read as Next sets them.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Every variable checked before the first request: a bad one stops the server, naming it.
  const { serverEnv } = await import('./lib/server/env');
  serverEnv();
  const { prepareDatabase, installShutdownHandlers } = await import('./lib/server/start/prepare');
  installShutdownHandlers();
  await prepareDatabase();
}

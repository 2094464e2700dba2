/**
 * Runs once when the Next.js server starts: migrate and seed the database before the first
 * request, and close it cleanly on SIGTERM/SIGINT (PGlite otherwise needs crash recovery).
 * The server is started with NEXT_MANUAL_SIG_HANDLE=true so these handlers own shutdown.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareDatabase, installShutdownHandlers } = await import('./lib/server/start/prepare');
  installShutdownHandlers();
  await prepareDatabase();
}

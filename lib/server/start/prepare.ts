import { closeDb, getDbHandle, type DbHandle } from '@/lib/server/db/client';
import { migrateDb } from '@/lib/server/db/migrate';
import { seedIfEmpty } from '@/lib/server/db/seed';

/** The advisory lock that serializes migration and seeding across processes ("Cursalia" in hex). */
export const PREPARE_LOCK_KEY = 0x43757273616c6961n;

/**
 * Migrates (idempotently) and seeds an empty database, holding PREPARE_LOCK_KEY: when several
 * server processes start at once on one PostgreSQL (WEB_CONCURRENCY, several machines), the
 * first migrates and seeds, the others wait and then find it done (migrations recorded, data
 * present). Without it they race on `create extension`, the migrations and the seed.
 */
export async function prepareHandle(handle: DbHandle): Promise<{ seeded: boolean }> {
  return handle.withExclusiveLock(PREPARE_LOCK_KEY, async () => {
    await migrateDb(handle);
    return seedIfEmpty(handle.db);
  });
}

/** Prepares the process-wide database (instrumentation.ts, once per server process). */
export async function prepareDatabase(): Promise<void> {
  const started = Date.now();
  const handle = await getDbHandle();
  const { seeded } = await prepareHandle(handle);
  console.log(`[db] ${handle.kind} ready in ${Date.now() - started} ms${seeded ? ' (demo data seeded)' : ''}`);
}

let installed = false;

export function installShutdownHandlers(): void {
  if (installed) return;
  installed = true;
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: closing the database`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    closeDb()
      .catch((err) => console.error('[db] close failed:', err))
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

import { closeDb, getDbHandle } from '@/lib/server/db/client';
import { migrateDb } from '@/lib/server/db/migrate';
import { seedIfEmpty } from '@/lib/server/db/seed';

/** Migrates (idempotently) and seeds an empty database. */
export async function prepareDatabase(): Promise<void> {
  const started = Date.now();
  const handle = await getDbHandle();
  await migrateDb(handle);
  const { seeded } = await seedIfEmpty(handle.db);
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

/**
 * The migrated and seeded PGlite every integration file starts from (tests/support/test-db.ts).
 * Migrating and seeding takes ~7 s of a core; loading a dump of the result takes well under one.
 * The first worker that needs it builds it under a lock file; the others wait for the dump.
 */
import { open, rename, stat, writeFile } from 'node:fs/promises';
import { migrateDb } from '@/lib/server/db/migrate';
import { openDb } from '@/lib/server/db/client';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { PGlite } from '@electric-sql/pglite';

const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 180_000;

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function build(file: string): Promise<void> {
  const handle = await openDb({ dataDir: 'memory://' });
  try {
    await migrateDb(handle);
    await seedIfEmpty(handle.db);
    // drizzle's PGlite session keeps the client; dumpDataDir is PGlite's own call.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await writeFile(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${file}.tmp`, file);
  } finally {
    await handle.close();
  }
}

/** Makes sure the dump at `file` exists, building it once per test run. */
export async function ensurePgliteTemplate(file: string): Promise<void> {
  if (await exists(file)) return;
  let lock;
  try {
    lock = await open(`${file}.lock`, 'wx');
  } catch {
    lock = null; // another worker is building it
  }
  if (lock) {
    try {
      await build(file);
    } finally {
      await lock.close();
    }
    return;
  }
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    if (await exists(file)) return;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  throw new Error(`The PGlite template ${file} was not built within ${WAIT_LIMIT_MS / 1000} s`);
}

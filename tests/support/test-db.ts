/**
 * A real database for integration tests: PGlite in memory by default, or a throw-away
 * PostgreSQL database when TEST_DB=postgres (created here, dropped afterwards).
 */
import { createThrowawayDatabase, DEFAULT_POSTGRES_ADMIN_URL, dropThrowawayDatabase } from '@/lib/server/db/postgres-admin';
import { closeDb, getDbHandle, type DbHandle } from '@/lib/server/db/client';
import { migrateDb } from '@/lib/server/db/migrate';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { inject } from 'vitest';
import { ensurePgliteTemplate } from './pglite-template';

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_ADMIN_URL;

let dropDatabase: (() => Promise<void>) | null = null;

export async function setupTestDatabase(options: { seed?: boolean } = {}): Promise<DbHandle> {
  await closeDb();
  if (process.env.TEST_DB === 'postgres') {
    // TEST_POSTGRES_DB_PREFIX keeps one person's throw-away databases apart from another's on a shared server.
    const name = `${process.env.TEST_POSTGRES_DB_PREFIX || 'cursalia_test'}_${process.pid}_${Date.now()}`;
    process.env.DATABASE_URL = await createThrowawayDatabase(POSTGRES_ADMIN_URL, name);
    dropDatabase = () => dropThrowawayDatabase(POSTGRES_ADMIN_URL, name);
  } else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = 'memory://';
    // A seeded database starts as a copy of the run's migrated and seeded template.
    const template = options.seed !== false ? inject('pgliteTemplate') : undefined;
    if (template) {
      await ensurePgliteTemplate(template);
      process.env.PGLITE_TEMPLATE = template;
    } else delete process.env.PGLITE_TEMPLATE;
  }
  const handle = await getDbHandle();
  await migrateDb(handle);
  if (options.seed !== false) await seedIfEmpty(handle.db);
  return handle;
}

export async function teardownTestDatabase(): Promise<void> {
  await closeDb();
  delete process.env.PGLITE_TEMPLATE;
  if (dropDatabase) await dropDatabase();
  dropDatabase = null;
}

/**
 * A real database for integration tests: PGlite in memory by default, or a throw-away
 * PostgreSQL database when TEST_DB=postgres (created here, dropped afterwards).
 */
import pg from 'pg';
import { closeDb, getDbHandle, type DbHandle } from '@/lib/server/db/client';
import { migrateDb } from '@/lib/server/db/migrate';
import { seedIfEmpty } from '@/lib/server/db/seed';

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

let dropDatabase: (() => Promise<void>) | null = null;

export async function postgresReachable(url = POSTGRES_ADMIN_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function setupTestDatabase(options: { seed?: boolean } = {}): Promise<DbHandle> {
  await closeDb();
  if (process.env.TEST_DB === 'postgres') {
    const name = `cursalia_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
  } else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = 'memory://';
  }
  const handle = await getDbHandle();
  await migrateDb(handle);
  if (options.seed !== false) await seedIfEmpty(handle.db);
  return handle;
}

export async function teardownTestDatabase(): Promise<void> {
  await closeDb();
  if (dropDatabase) await dropDatabase();
  dropDatabase = null;
}

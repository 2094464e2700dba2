/**
 * One database handle per process: PGlite in DATA_DIR (default `.data/`) or PostgreSQL
 * when DATABASE_URL is set. Kept on globalThis because Next bundles route handlers and
 * server components into separate module graphs that must share one PGlite instance
 * (PGlite has no cross-process lock: two handles on one folder lose writes).
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { serverEnv, type ServerEnv } from '@/lib/server/env';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs `fn` while holding a database-wide lock named by `key`, so that of several processes
   * on one database only one runs it at a time (a PostgreSQL session-level advisory lock, held
   * on a connection of its own). PGlite is one process: `fn` simply runs.
   */
  withExclusiveLock: <T>(key: bigint, fn: () => Promise<T>) => Promise<T>;
};

type DbGlobal = { __cursaliaDb?: Promise<DbHandle> };
const holder = globalThis as unknown as DbGlobal;

export type DbOptions = {
  /** PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite folder, or 'memory://' for an in-memory database. */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this data-folder dump (PGlite's dumpDataDir), from
   * PGLITE_TEMPLATE: the test suite migrates and seeds once and copies that into every file's
   * database instead of migrating and seeding each time (7 s a file).
   */
  templateFile?: string;
};

export function resolveDbOptions(env: Pick<ServerEnv, 'databaseUrl' | 'dataDir' | 'pgliteTemplate'> = serverEnv()): DbOptions {
  if (env.databaseUrl) return { databaseUrl: env.databaseUrl };
  const dataRoot = env.dataDir;
  if (dataRoot.startsWith('memory://')) return env.pgliteTemplate ? { dataDir: dataRoot, templateFile: env.pgliteTemplate } : { dataDir: dataRoot };
  return { dataDir: path.resolve(dataRoot, 'pglite') };
}

/** Opens a fresh handle; callers own it. The app uses getDb(). */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  // NEXT_PHASE is Next's own marker of the build, not configuration: read as Next sets it.
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database must not be opened during next build.');
  }
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: serverEnv().dbPoolMax });
    // An idle client losing its connection must not crash the server; the next query reconnects.
    pool.on('error', (err) => console.error('[db] idle client error:', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const withExclusiveLock = async <T>(key: bigint, fn: () => Promise<T>): Promise<T> => {
      const session = await pool.connect();
      try {
        await session.query('select pg_advisory_lock($1)', [key.toString()]);
        try {
          return await fn();
        } finally {
          await session.query('select pg_advisory_unlock($1)', [key.toString()]);
        }
      } finally {
        session.release();
      }
    };
    return { db, kind: 'postgres', close: () => pool.end(), withExclusiveLock };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = options.templateFile && dataDir.startsWith('memory://') ? new Blob([await readFile(options.templateFile)]) : undefined;
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), withExclusiveLock: (_key, fn) => fn() };
}

/** The process-wide handle, opened lazily on first use. */
export function getDbHandle(): Promise<DbHandle> {
  if (!holder.__cursaliaDb) {
    holder.__cursaliaDb = openDb(resolveDbOptions()).catch((err) => {
      holder.__cursaliaDb = undefined; // let a later request retry (database back up)
      throw err;
    });
  }
  return holder.__cursaliaDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const pending = holder.__cursaliaDb;
  holder.__cursaliaDb = undefined;
  if (pending) await (await pending).close();
}

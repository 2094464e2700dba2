/**
 * Throw-away PostgreSQL databases for tests and benchmarks (never used by the app itself):
 * whether a server answers, and creating / dropping a database by name.
 */
import pg from 'pg';

export const DEFAULT_POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** True when `adminUrl` accepts a connection and a query; the reason is passed to `onDown`. */
export async function postgresReachable(adminUrl: string, onDown?: (reason: string) => void): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (err) {
    onDown?.((err as Error).message);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function quoted(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  return `"${name}"`;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  quoted(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether database `name` exists (a benchmark may reuse a seeded one). */
export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

/** Creates an empty database (dropping a leftover of the same name) and returns its URL. */
export async function createThrowawayDatabase(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `drop database if exists ${quoted(name)} with (force)`);
  await adminQuery(adminUrl, `create database ${quoted(name)}`);
  return databaseUrl(adminUrl, name);
}

export async function dropThrowawayDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${quoted(name)} with (force)`);
}

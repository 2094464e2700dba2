/**
 * Several server processes starting at once on one PostgreSQL (WEB_CONCURRENCY, several
 * machines) each migrate and seed (instrumentation.ts): the advisory lock of prepareHandle lets
 * the first do it and the others find it done (issue 14 item 5). Two handles on one throw-away
 * database stand for two processes; it needs PostgreSQL and is skipped, saying why, without it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@/lib/server/db/client';
import { createThrowawayDatabase, dropThrowawayDatabase, postgresReachable } from '@/lib/server/db/postgres-admin';
import { courses } from '@/lib/server/db/schema';
import { PREPARE_LOCK_KEY, prepareHandle } from '@/lib/server/start/prepare';
import { POSTGRES_ADMIN_URL } from '../support/test-db';

const reachable = await postgresReachable(POSTGRES_ADMIN_URL, (reason) =>
  console.log(`[skip] PostgreSQL not reachable at ${POSTGRES_ADMIN_URL} (${reason}): the start-up lock test is skipped.`),
);

describe.skipIf(!reachable)('start-up on one PostgreSQL from several processes', () => {
  const name = `cursalia_prepare_${process.pid}_${Date.now()}`;
  let a: DbHandle;
  let b: DbHandle;

  beforeAll(async () => {
    const url = await createThrowawayDatabase(POSTGRES_ADMIN_URL, name);
    [a, b] = await Promise.all([openDb({ databaseUrl: url }), openDb({ databaseUrl: url })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await dropThrowawayDatabase(POSTGRES_ADMIN_URL, name);
  });

  it('two processes preparing at once: one migrates and seeds, the other finds it done', async () => {
    const results = await Promise.all([prepareHandle(a), prepareHandle(b)]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const [{ n }] = await a.db.select({ n: sql<number>`count(*)::int` }).from(courses);
    expect(n).toBeGreaterThan(0);
    // Seeded once: every migration recorded once, no course seeded twice.
    const migrations = await a.db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`);
    const row = (migrations as unknown as { rows: { n: number; distinct_n: number }[] }).rows[0];
    expect(row.n).toBe(row.distinct_n);
    const [{ dup }] = await a.db.select({ dup: sql<number>`count(*)::int - count(distinct ${courses.slug})::int` }).from(courses);
    expect(dup).toBe(0);
  });

  it('holds the lock while preparing: another session cannot take it meanwhile', async () => {
    let observed: boolean | null = null;
    await a.withExclusiveLock(PREPARE_LOCK_KEY, async () => {
      const res = await b.db.execute(sql`select pg_try_advisory_lock(${PREPARE_LOCK_KEY.toString()}::bigint) as got`);
      observed = (res as unknown as { rows: { got: boolean }[] }).rows[0].got;
    });
    expect(observed).toBe(false);
    // Released afterwards: a later start is not blocked.
    const again = await prepareHandle(b);
    expect(again.seeded).toBe(false);
  });
});

/**
 * Scale seed for benchmarks:
 *   npm run seed:scale -- --courses 100000 [--batch 1000]
 * Opens the database from DATABASE_URL or DATA_DIR (default .data/), migrates, seeds the
 * demo data when empty, then adds N generated courses with prices in every currency.
 * PGlite has no cross-process lock: never run this while a server uses the same DATA_DIR.
 */
import { sql } from 'drizzle-orm';
import { openDb, resolveDbOptions } from '../lib/server/db/client';
import { migrateDb } from '../lib/server/db/migrate';
import { seedIfEmpty } from '../lib/server/db/seed';
import { seedScaleCourses } from '../lib/server/db/seed/scale';

function usage(): never {
  console.log('Usage: npm run seed:scale -- --courses <n> [--batch <rows per insert, default 1000>]');
  process.exit(0);
}

function parseArgs(argv: string[]): { courses: number; batch: number } {
  let courses = 10_000;
  let batch = 1000;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split('=', 2);
    const value = () => {
      const raw = inline ?? argv[++i];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0) {
        console.error(`${flag} needs a non-negative integer (got ${raw ?? 'nothing'})`);
        process.exit(2);
      }
      return n;
    };
    if (flag === '--courses' || flag === '-n') courses = value();
    else if (flag === '--batch') batch = Math.max(1, value());
    else if (flag === '--help' || flag === '-h') usage();
    else {
      console.error(`Unknown argument: ${arg}`);
      process.exit(2);
    }
  }
  return { courses, batch };
}

async function main(): Promise<void> {
  const { courses, batch } = parseArgs(process.argv.slice(2));
  const options = resolveDbOptions();
  const target = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${options.dataDir}`;
  console.log(`[seed:scale] database: ${target}`);
  if (!options.databaseUrl) {
    console.warn('[seed:scale] WARNING: PGlite has no cross-process lock. Stop any server using this DATA_DIR first,');
    console.warn('[seed:scale]          or both processes will silently lose writes.');
  }
  const started = performance.now();
  const handle = await openDb(options);
  try {
    await migrateDb(handle);
    const { seeded } = await seedIfEmpty(handle.db);
    console.log(`[seed:scale] ${seeded ? 'demo data seeded' : 'demo data already present'} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const scaleStart = performance.now();
    let lastLog = 0;
    const result = await seedScaleCourses(handle.db, {
      courses,
      batchSize: batch,
      onProgress: (done, total) => {
        const now = performance.now();
        if (done === total || now - lastLog > 2000) {
          lastLog = now;
          const secs = (now - scaleStart) / 1000;
          const rate = secs > 0 ? Math.round(done / secs) : done;
          console.log(`[seed:scale] ${done.toLocaleString('en')} / ${total.toLocaleString('en')} courses (${rate.toLocaleString('en')}/s, ${secs.toFixed(1)} s)`);
        }
      },
    });
    // Fresh statistics, as autovacuum would give a long-running database: without them the
    // planner guesses a few hundred rows and picks plans made for a tiny catalogue.
    await handle.db.execute(sql`analyze`);
    console.log(
      `[seed:scale] added ${result.inserted.toLocaleString('en')} courses and ${result.prices.toLocaleString('en')} prices ` +
        `in ${((performance.now() - scaleStart) / 1000).toFixed(1)} s (total ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error('[seed:scale] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});

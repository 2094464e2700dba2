import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks (Node 21+): without this the
// reporter itself crashes on the first failed test and hides what failed.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const list = groups.get(k);
        if (list) list.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // `server-only` throws outside React Server Components; tests import server code directly.
      'server-only': path.join(root, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', '{lib,components,graphql}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One migrated and seeded PGlite per run, copied into each integration file's database.
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    // next.config's `trailingSlash: true`, which Next inlines into next/link at build time: links
    // rendered in tests keep their trailing slash as on the site.
    env: { __NEXT_TRAILING_SLASH: 'true' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are memory hungry and WASM start-up is CPU bound: two workers on 2 cores.
    maxWorkers: 2,
    // A stray .only would silently drop every other test from a CI run (issue 17 §14).
    allowOnly: !process.env.CI,
  },
});

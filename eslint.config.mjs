import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import zones from './eslint-rules/zones.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  // lib/'s three zones (issue 19 item 1, docs/architecture.md): wrong-way imports fail the lint.
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { zones },
    rules: { 'zones/import-boundaries': 'error' },
  },
  {
    ignores: ['.next/**', '.next-*/**', '.data*/**', '.test-results/**', 'node_modules/**', 'graphql/generated/**', '.data/**', 'drizzle/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/**/*.ts', 'media/**'],
  },
];

export default config;

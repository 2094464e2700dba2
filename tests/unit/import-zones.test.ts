import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 19 item 1: lib/'s three zones are enforced by the lint (eslint.config.mjs,
 * eslint-rules/zones.mjs). Each case lints a one-line fixture, as if it were a file in that
 * zone, with the repo's own configuration: every wrong-way import must fail, the right-way one
 * must pass.
 */

const root = path.resolve(import.meta.dirname, '../..');
const RULE = 'zones/import-boundaries';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The zone rule's messages for `code` linted as the file at repo path `file` (which need not exist). */
async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const WRONG_WAY: { zone: string; file: string; code: string; message: RegExp }[] = [
  { zone: 'domain → client', file: 'lib/domain/fixture/rule.ts', code: "export { useCartStore } from '@/lib/client/stores/cart-store';\n", message: /lib\/domain must not import lib\/client/ },
  { zone: 'domain → server', file: 'lib/domain/fixture/rule.ts', code: "import { getDb } from '@/lib/server/db/client';\nexport const db = getDb;\n", message: /lib\/domain must not import lib\/server/ },
  { zone: 'domain → components', file: 'lib/domain/fixture/rule.ts', code: "import type { QuizFormProps } from '@/components/classroom/QuizForm';\nexport type P = QuizFormProps;\n", message: /lib\/domain must not import components/ },
  { zone: 'domain → server, relative', file: 'lib/domain/fixture/rule.ts', code: "export * from '../../server/env';\n", message: /lib\/domain must not import lib\/server/ },
  { zone: 'domain → client, dynamic', file: 'lib/domain/fixture/rule.ts', code: "export const load = () => import('@/lib/client/apollo/make-client');\n", message: /lib\/domain must not import lib\/client/ },
  { zone: 'server → components', file: 'lib/server/fixture/loader.ts', code: "import { NoAccess } from '@/components/auth/AccessNotice';\nexport const n = NoAccess;\n", message: /lib\/server must not import components/ },
  { zone: 'server → client', file: 'lib/server/fixture/loader.ts', code: "import { useCartStore } from '@/lib/client/stores/cart-store';\nexport const s = useCartStore;\n", message: /lib\/server must not import lib\/client/ },
  { zone: 'graphql → components', file: 'graphql/modules/fixture/resolvers.ts', code: "import type { QuizFormProps } from '@/components/classroom/QuizForm';\nexport type P = QuizFormProps;\n", message: /graphql must not import components/ },
  { zone: 'graphql → client', file: 'graphql/modules/fixture/resolvers.ts', code: "import { useCartStore } from '../../../lib/client/stores/cart-store';\nexport const s = useCartStore;\n", message: /graphql must not import lib\/client/ },
  { zone: "'use client' → server", file: 'components/fixture/Island.tsx', code: "'use client';\nimport { getDb } from '@/lib/server/db/client';\nexport const db = getDb;\n", message: /'use client' file must not import lib\/server/ },
  { zone: "'use client' → server, relative", file: 'lib/client/fixture/hook.ts', code: "'use client';\nimport { serverEnv } from '../../server/env';\nexport const env = serverEnv;\n", message: /'use client' file must not import lib\/server/ },
];

const RIGHT_WAY: { zone: string; file: string; code: string }[] = [
  { zone: 'domain → domain', file: 'lib/domain/fixture/rule.ts', code: "import { localized } from '@/lib/domain/i18n/localized';\nexport const l = localized;\n" },
  { zone: 'server → domain and server', file: 'lib/server/fixture/loader.ts', code: "import { cache } from 'react';\nimport { getDb } from '@/lib/server/db/client';\nimport { parseOrgRef } from '@/lib/domain/org/org-ref';\nexport const load = cache(async (ref: string) => (parseOrgRef(ref) ? getDb() : null));\n" },
  { zone: 'graphql → server and domain', file: 'graphql/modules/fixture/resolvers.ts', code: "import { getDb } from '@/lib/server/db/client';\nimport { localized } from '@/lib/domain/i18n/localized';\nexport const r = { getDb, localized };\n" },
  { zone: "'use client' → client and domain", file: 'components/fixture/Island.tsx', code: "'use client';\nimport { useCartStore } from '@/lib/client/stores/cart-store';\nimport { localized } from '@/lib/domain/i18n/localized';\nexport const x = { useCartStore, localized };\n" },
  { zone: 'server component → server', file: 'components/fixture/Page.tsx', code: "import { getDb } from '@/lib/server/db/client';\nexport const db = getDb;\n" },
];

describe('lint: the zones of lib/ (issue 19 item 1, docs/architecture.md)', () => {
  it.each(WRONG_WAY)('fails a wrong-way import: $zone', async ({ file, code, message }) => {
    const errors = await zoneErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each(RIGHT_WAY)('passes a right-way import: $zone', async ({ file, code }) => {
    expect(await zoneErrors(file, code)).toEqual([]);
  });

  it('reports zone errors as errors, so `eslint .` fails on them', async () => {
    const [result] = await eslint.lintText(WRONG_WAY[0].code, { filePath: path.join(root, WRONG_WAY[0].file) });
    expect(result.errorCount).toBeGreaterThan(0);
  });
});

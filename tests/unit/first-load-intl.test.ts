/**
 * Issue 14: next-intl's client runtime (its provider and hooks, ~3.5 KB gzip) is not part of a
 * public page's first load. Server components may use next-intl (it costs the browser nothing);
 * a client module reachable from a page without a lazy `import()` must translate with
 * components/i18n/use-shell-translations.ts and take the language from components/i18n/ShellIntl.tsx.
 * Islands that use next-intl load it with their chunks (components/i18n/WithIntl.tsx).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The root layout, its boundaries and the public pages issue 14 measures. */
const ENTRIES = [
  'app/[locale]/layout.tsx',
  'app/[locale]/error.tsx',
  'app/[locale]/not-found.tsx',
  'app/global-error.tsx',
  'app/[locale]/page.tsx',
  'app/[locale]/cursos-online/page.tsx',
  'app/[locale]/cursos-online/[category]/[slug]/page.tsx',
  'app/[locale]/cursos-online/[category]/[slug]/clase/[n]/page.tsx',
  'app/[locale]/agenda-cursos/page.tsx',
];

/** next-intl's routing entry is defineRouting, an identity function (lib/domain/i18n/routing.ts). */
const ALLOWED = new Set(['next-intl/routing']);

type Module = { client: boolean; imports: string[] };

function read(file: string): Module {
  const source = readFileSync(file, 'utf8');
  const imports: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gm)) {
    const names = m[2].trim();
    const typesOnly = /^\{[^}]*\}$/.test(names) && names.slice(1, -1).split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()));
    if (!m[1] && !typesOnly) imports.push(m[3]);
  }
  for (const m of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) imports.push(m[1]);
  return { client: /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/.test(source), imports };
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find((f) => /\.tsx?$/.test(f) && existsSync(f)) ?? null;
}

/** Client modules of the first load that import next-intl, each with the module that brought it in. */
function clientIntlImports(): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean, parent: string) => {
    const source = read(file);
    const client = inClient || source.client;
    const key = `${file}|${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const spec of source.imports) {
      if (client && /^(next-intl|use-intl)(\/|$)/.test(spec) && !ALLOWED.has(spec) && spec !== 'use-intl/format-message') {
        found.push(`${path.relative(root, file)} imports ${spec} (via ${path.relative(root, parent)})`);
      }
      const target = resolve(file, spec);
      if (target) visit(target, client, file);
    }
  };
  for (const entry of ENTRIES) visit(path.join(root, entry), false, path.join(root, entry));
  return found;
}

describe('first load without next-intl (issue 14)', () => {
  it('no client module reachable without a lazy import() imports next-intl', () => {
    expect(clientIntlImports()).toEqual([]);
  });
});

/**
 * graphql/, lib/ and components/ have no import circle, type-only imports included (issue 19
 * item 5), within a folder or across them. Two circles were broken: context.ts →
 * endpoint-modules.ts → modules/registry.ts (for the module names) → every module's resolvers →
 * context.ts (the names now live in the leaf graphql/module-name.ts), and
 * components/catalogue/LinkButton.tsx ↔ button-class-name.ts (the props type now lives in the
 * leaf, `ButtonLook`). Lazy `import()` calls are not edges: loading on demand is how islands
 * keep code out of the first load.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The files of the graph that `file` imports (statically, values or types). */
function importsOf(file: string, files: ReadonlySet<string>): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return specifiers.flatMap((spec) => {
    const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
    if (!base) return [];
    const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => files.has(candidate));
    return target ? [target] : [];
  });
}

/** The first import circle found, as the files around it, or null. */
function findCycle(graph: ReadonlyMap<string, string[]>): string[] | null {
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = stack.indexOf(file);
    if (at >= 0) return [...stack.slice(at), file];
    if (done.has(file)) return null;
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('the import graph of graphql/, lib/ and components/', () => {
  const files = new Set(['graphql', 'lib', 'components'].flatMap((dir) => sourceFiles(path.join(root, dir))));
  const graph = new Map([...files].map((file) => [file, importsOf(file, files)]));

  it('reads the imports (the registry imports every module; a view imports across folders)', () => {
    expect(graph.get(path.join(root, 'graphql/modules/registry.ts'))?.length).toBeGreaterThan(20);
    expect(graph.get(path.join(root, 'components/catalogue/LinkButton.tsx'))).toContain(path.join(root, 'components/catalogue/button-class-name.ts'));
  });

  it('has no import circle', () => {
    const cycle = findCycle(graph);
    expect(cycle ? cycle.map((file) => path.relative(root, file)) : null).toBeNull();
  });
});

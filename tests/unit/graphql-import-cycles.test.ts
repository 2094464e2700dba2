/**
 * graphql/ has no import circle, type-only imports included (issue 19 item 5). The circle that was
 * here ran context.ts → endpoint-modules.ts → modules/registry.ts (for the module names) → every
 * module's resolvers → context.ts; the names now live in the leaf graphql/module-name.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The files under graphql/ that `file` imports (statically, values or types). */
function importsOf(file: string, files: ReadonlySet<string>): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return specifiers.flatMap((spec) => {
    const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
    if (!base) return [];
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => files.has(candidate));
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

describe('graphql/ import graph', () => {
  const files = new Set(sourceFiles(path.join(root, 'graphql')));
  const graph = new Map([...files].map((file) => [file, importsOf(file, files)]));

  it('reads the imports (the registry imports every module)', () => {
    expect(graph.get(path.join(root, 'graphql/modules/registry.ts'))?.length).toBeGreaterThan(20);
  });

  it('has no import circle', () => {
    const cycle = findCycle(graph);
    expect(cycle ? cycle.map((file) => path.relative(root, file)) : null).toBeNull();
  });
});

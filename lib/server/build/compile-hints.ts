/**
 * V8's explicit compile hint on the scripts of every page's first load (issue 14, TBT).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. Hydration
 * calls most of the first load's functions at once: Turbopack's module factories, React's and
 * the islands'. In a CPU profile of home (mobile emulation, five loads) the runtime's
 * "instantiate module" function alone took 57 ms of main thread per load, nearly all of it
 * lazy compilation, and that time is what Lighthouse multiplies by four for TBT.
 *
 * The magic comment `//# allFunctionsCalledOnLoad` on a script's first line (Chrome 136+,
 * v8.dev/blog/explicit-compile-hints) asks V8 to compile all of its functions eagerly, on the
 * streaming thread, while the script downloads. Other engines ignore a comment. Only the first
 * load gets it: a lazy chunk's unused functions would be compiled for nothing.
 *
 * Run by the build itself (next.config.ts `compiler.runAfterProductionCompile`), so every
 * production build has it; idempotent. Chunk names do not change: the same build always writes
 * the same bytes under the same name, so they stay cacheable for good.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadScripts } from './first-load-chunks';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint on the first line of every first-load script of the build in `distDir`; returns how many files it changed. */
export function addCompileHints(distDir: string): number {
  const files = new Set([...firstLoadScripts(distDir).values()].flat());
  let changed = 0;
  for (const file of files) {
    const target = path.join(distDir, file.replace(/^\/?_next\//, ''));
    const source = readFileSync(target, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(target, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}

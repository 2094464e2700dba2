/**
 * Which scripts a production build's pages load first, read from the build's own manifests
 * (Next 16 no longer prints them):
 *
 *   first load of a route = the root main files every page loads (build-manifest.json
 *   `rootMainFiles`: the Turbopack runtime, React, the App Router) ∪ every client chunk the
 *   route's client-reference manifest lists as an entry (`entryJSFiles`: its layouts, error and
 *   not-found boundaries, and the page itself).
 *
 * Lazy chunks (dialogs, the cart pop-up, players…) are in neither. Read by `npm run budget`
 * (scripts/budget.ts) and by the build's compile hints (./compile-hints.ts). Paths are as the
 * manifests write them (`static/chunks/….js`, relative to the build folder).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** build-manifest.json's `rootMainFiles`. */
export function rootMainFiles(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  return manifest.rootMainFiles ?? [];
}

/** The client-reference manifests of every app page: route → its entry chunks. */
export function pageEntryChunks(distDir: string): Map<string, string[]> {
  const appDir = path.join(distDir, 'server', 'app');
  const out = new Map<string, string[]>();
  const files = (readdirSync(appDir, { recursive: true }) as string[]).filter((f) => f.endsWith('page_client-reference-manifest.js'));
  for (const file of files) {
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST[route].
    const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
    sandbox.globalThis = sandbox;
    vm.runInNewContext(readFileSync(path.join(appDir, file), 'utf8'), sandbox);
    for (const [key, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
      const route = key.replace(/\/page$/, '') || '/';
      const chunks = Object.values(manifest.entryJSFiles ?? {}).flat();
      out.set(route, [...new Set([...(out.get(route) ?? []), ...chunks])]);
    }
  }
  return out;
}

/** Route → the JavaScript files of its first load. */
export function firstLoadScripts(distDir: string): Map<string, string[]> {
  const shared = rootMainFiles(distDir);
  const out = new Map<string, string[]>();
  for (const [route, chunks] of pageEntryChunks(distDir)) out.set(route, [...new Set([...shared, ...chunks])].filter((f) => f.endsWith('.js')));
  return out;
}

/**
 * Issue 14 (TBT): the build puts V8's explicit compile hint on the first line of every script of
 * a page's first load (the root main files ∪ each page's entry chunks, as `npm run budget`
 * counts them), and on nothing else.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '@/lib/server/build/compile-hints';
import { firstLoadScripts } from '@/lib/server/build/first-load-chunks';

let dist: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
}

const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] }));
  // Client-reference manifests are scripts, as Next writes them.
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[${JSON.stringify(route)}]=${JSON.stringify({ entryJSFiles: entries })};`;
  write('server/app/[locale]/page_client-reference-manifest.js', manifest('/[locale]/page', { '[project]/app/[locale]/layout': ['static/chunks/layout.js', 'static/chunks/layout.css'], '[project]/app/[locale]/page': ['static/chunks/home.js'] }));
  write('server/app/[locale]/carrito/page_client-reference-manifest.js', manifest('/[locale]/carrito/page', { '[project]/app/[locale]/layout': ['static/chunks/layout.js'], '[project]/app/[locale]/carrito/page': ['static/chunks/cart.js'] }));
  for (const name of ['runtime', 'react', 'layout', 'home', 'cart', 'dialog']) write(`static/chunks/${name}.js`, `console.log(${JSON.stringify(name)});`);
  write('static/chunks/layout.css', 'body{margin:0}');
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('first-load scripts and their compile hint (issue 14)', () => {
  it('a route loads the root main files and its own entry scripts, each once, without stylesheets', () => {
    const scripts = firstLoadScripts(dist);
    expect(scripts.get('/[locale]')).toEqual(['static/chunks/runtime.js', 'static/chunks/react.js', 'static/chunks/layout.js', 'static/chunks/home.js']);
    expect(scripts.get('/[locale]/carrito')).toEqual(['static/chunks/runtime.js', 'static/chunks/react.js', 'static/chunks/layout.js', 'static/chunks/cart.js']);
  });

  it('hints every first-load script on its first line, leaves lazy chunks and stylesheets alone, and runs twice harmlessly', () => {
    expect(addCompileHints(dist)).toBe(5);
    for (const name of ['runtime', 'react', 'layout', 'home', 'cart']) expect(read(`static/chunks/${name}.js`)).toBe(`${COMPILE_HINT}console.log(${JSON.stringify(name)});`);
    expect(read('static/chunks/dialog.js')).toBe('console.log("dialog");');
    expect(read('static/chunks/layout.css')).toBe('body{margin:0}');
    expect(addCompileHints(dist)).toBe(0);
    expect(read('static/chunks/home.js').startsWith(COMPILE_HINT + COMPILE_HINT)).toBe(false);
  });

  it('is the magic comment V8 reads, alone on the first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});

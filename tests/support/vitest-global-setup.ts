/**
 * Once per vitest run: where the PGlite template of this run lives (tests/support/pglite-template.ts),
 * removed at the end. A path per run, so a template never outlives the migrations it was built from.
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `cursalia-pglite-template-${process.pid}-${Date.now()}.tar`);
  project.provide('pgliteTemplate', file);
  return async () => {
    await Promise.all([file, `${file}.lock`, `${file}.tmp`].map((f) => rm(f, { force: true })));
  };
}

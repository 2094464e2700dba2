import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19 item 6, "a reader following docs/architecture.md finds every file it names": every
 * backticked repo path in the guide exists. Templates (`app/[locale]/<spec route>/page.tsx`,
 * `lib/domain/<feature>/`), spec paths outside the repo and generated code (`graphql/generated/`,
 * not committed) are not checked.
 */

const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

const REPO_ROOTS = ['app/', 'components/', 'lib/', 'graphql/', 'tests/', 'docs/', 'messages/', 'scripts/', 'eslint-rules/', 'drizzle/', 'public/'];
const ROOT_FILE = /^[\w.-]+\.(ts|mjs|json|md)$/;

/** The backticked spans of the guide that name a concrete repo path. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
  return [...new Set(spans.filter((span) => /^[\w@.[\]/-]+$/.test(span) && (REPO_ROOTS.some((r) => span.startsWith(r)) || ROOT_FILE.test(span)) && !span.startsWith('graphql/generated/')))];
}

describe('docs/architecture.md (issue 19 item 6)', () => {
  const paths = namedPaths(doc);

  it('names the files of each flow and of the worked example', () => {
    // The guide is about real files: if the extraction stopped finding them the test below would pass vacuously.
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toContain('lib/server/loaders/legal-page.ts');
    expect(paths).toContain('lib/client/saved-courses/use-saved-course.ts');
  });

  it('skips templates, spec files outside the repo and code spans that are not paths', () => {
    expect(namedPaths('`lib/domain/<feature>/` `/work/shared/spec/product-spec.md` `canSaveCourses(subject)` `npx eslint .` `lib/domain/roles/flags.ts`')).toEqual(['lib/domain/roles/flags.ts']);
  });

  it.each(paths)('%s exists', (repoPath) => {
    expect(existsSync(path.join(root, repoPath)), `${repoPath} is named in docs/architecture.md but does not exist`).toBe(true);
  });
});

describe('the other guides in docs/ and the README', () => {
  // The feature guides name their modules the same way; a move that forgets one leaves a reader
  // looking for a file that is not there. Bare file names there are relative to the module a
  // table or paragraph is about (`page-view.ts` in the analytics guide): only paths are checked.
  const guides = [...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md') && f !== 'architecture.md').map((f) => `docs/${f}`), 'README.md'];
  const named = guides.flatMap((guide) => namedPaths(readFileSync(path.join(root, guide), 'utf8')).filter((repoPath) => repoPath.includes('/')).map((repoPath) => [guide, repoPath] as const));

  it('name files at all', () => {
    expect(named.length).toBeGreaterThan(200);
  });

  it.each(named)('%s: %s exists', (guide, repoPath) => {
    expect(existsSync(path.join(root, repoPath)), `${repoPath} is named in ${guide} but does not exist`).toBe(true);
  });
});

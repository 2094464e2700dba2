import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/**
 * Accessibility checks with axe-core run inside the page (issue 9 item 3). @axe-core/playwright
 * needs Node 22, so the engine is injected by hand: axe.min.js as a script tag, then `axe.run`.
 * The rule set is the WCAG 2.0/2.1 A and AA rules plus axe's best practices, always all of
 * them: a page that fails is fixed, not excused here.
 */
const AXE_SOURCE = createRequire(path.join(process.cwd(), 'package.json')).resolve('axe-core/axe.min.js');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

export type AxeViolation = Pick<Result, 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: { target: string[]; html: string; summary: string }[];
};

/** Runs axe on the whole document of `page` as it is now; resolves with the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))), html: n.html, summary: n.failureSummary ?? '' })),
    }));
  }, [...AXE_TAGS]);
}

/** The violations as readable text: rule, impact, what it asks, then each node's selector, HTML and reason. */
export function formatViolations(violations: AxeViolation[], maxNodes = 6): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, maxNodes).map((n) => {
        const summary = n.summary.split('\n').map((line) => line.trim()).filter(Boolean).slice(0, 3).join(' | ');
        return `    - ${n.target.join(', ')}\n      ${n.html.replace(/\s+/g, ' ').slice(0, 240)}\n      ${summary}`;
      });
      const more = v.nodes.length > maxNodes ? [`    … and ${v.nodes.length - maxNodes} more`] : [];
      return [`  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

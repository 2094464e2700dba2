/**
 * The verdict of `npm test` from the runners' JSON reports (issue 17, "A CI that cannot be green
 * by accident"): a test that passed only on its retry is flaky, and flaky is failed in CI; a test
 * file that could not load counts as failed, not as skipped; a skip that is not on the expected
 * list fails in CI (a missing PostgreSQL or Redis must not turn their tests into silent skips).
 * Locally (not strict) flaky tests and skips are reported but do not fail the run.
 */

export type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  numFailedTestSuites?: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; title?: string; status: string }[];
  }[];
};

type PlaywrightTest = { status?: string; annotations?: { type: string; description?: string }[] };
type PlaywrightSpec = { title: string; file?: string; tests?: PlaywrightTest[] };
type PlaywrightSuite = { title?: string; file?: string; suites?: PlaywrightSuite[]; specs?: PlaywrightSpec[] };
export type PlaywrightReport = { errors?: { message?: string }[]; suites?: PlaywrightSuite[] };

export type RunReport = { run: string } & ({ kind: 'vitest'; report: VitestReport } | { kind: 'playwright'; report: PlaywrightReport });

/** A skip the suite expects, with the reason; matched on the run label, the file and the test title. */
export type ExpectedSkip = { run: string; file: string; title: string; why: string };

export type Counts = { passed: number; failed: number; flaky: number; skipped: number };
export type Verdict = { counts: Counts; failures: string[]; warnings: string[] };

type Outcome = { run: string; file: string; title: string; outcome: 'passed' | 'failed' | 'flaky' | 'skipped'; reason?: string };

function vitestOutcomes(run: string, report: VitestReport, root: string): Outcome[] {
  const out: Outcome[] = [];
  for (const file of report.testResults ?? []) {
    const name = relative(file.name, root);
    const asserts = file.assertionResults ?? [];
    // A file that failed to load (syntax error, top-level throw, failed hook) has no results of its own.
    if (file.status === 'failed' && !asserts.some((a) => a.status === 'failed')) {
      out.push({ run, file: name, title: '(the file failed to load or a hook failed)', outcome: 'failed', reason: firstLine(file.message) });
    }
    for (const a of asserts) {
      const title = a.fullName ?? a.title ?? '';
      if (a.status === 'passed') out.push({ run, file: name, title, outcome: 'passed' });
      else if (a.status === 'failed') out.push({ run, file: name, title, outcome: 'failed' });
      else out.push({ run, file: name, title, outcome: 'skipped' });
    }
  }
  return out;
}

function playwrightOutcomes(run: string, report: PlaywrightReport): Outcome[] {
  const out: Outcome[] = [];
  for (const error of report.errors ?? []) {
    out.push({ run, file: '(global)', title: '(set-up or teardown)', outcome: 'failed', reason: firstLine(error.message) });
  }
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.title && !suite.file?.endsWith(suite.title) ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const title = [...here, spec.title].join(' › ');
        const file = spec.file ?? suite.file ?? '';
        const reason = t.annotations?.find((a) => a.type === 'skip')?.description;
        if (t.status === 'expected') out.push({ run, file, title, outcome: 'passed' });
        else if (t.status === 'flaky') out.push({ run, file, title, outcome: 'flaky' });
        else if (t.status === 'skipped') out.push({ run, file, title, outcome: 'skipped', reason });
        else out.push({ run, file, title, outcome: 'failed' });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

export function verdict(runs: RunReport[], expectedSkips: readonly ExpectedSkip[], options: { strict: boolean; root?: string }): Verdict {
  const outcomes = runs.flatMap((r) => (r.kind === 'vitest' ? vitestOutcomes(r.run, r.report, options.root ?? '') : playwrightOutcomes(r.run, r.report)));
  const counts: Counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
  const failures: string[] = [];
  const warnings: string[] = [];
  for (const o of outcomes) {
    const label = `${o.run}: ${o.file} › ${o.title}${o.reason ? ` (${o.reason})` : ''}`;
    if (o.outcome === 'passed') counts.passed++;
    else if (o.outcome === 'failed') {
      counts.failed++;
      failures.push(`failed ${label}`);
    } else if (o.outcome === 'flaky') {
      counts.flaky++;
      (options.strict ? failures : warnings).push(`flaky (passed only on its retry) ${label}`);
    } else {
      counts.skipped++;
      const expected = expectedSkips.some((s) => s.run === o.run && o.file.endsWith(s.file) && o.title.includes(s.title));
      if (!expected) (options.strict ? failures : warnings).push(`unexpected skip ${label}`);
    }
  }
  return { counts, failures, warnings };
}

function relative(file: string, root: string): string {
  return root && file.startsWith(root) ? file.slice(root.length).replace(/^\/+/, '') : file;
}

function firstLine(text: string | undefined): string | undefined {
  return text?.split('\n').find((l) => l.trim())?.trim().slice(0, 200);
}

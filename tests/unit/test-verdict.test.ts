import { describe, expect, it } from 'vitest';
import { verdict, type PlaywrightReport, type VitestReport } from '@/scripts/test-verdict';

// Issue 17 items 13–15: a CI that cannot be green by accident.
const vitest: VitestReport = {
  testResults: [
    { name: '/repo/tests/unit/a.test.ts', status: 'passed', assertionResults: [{ fullName: 'a works', status: 'passed' }] },
    { name: '/repo/tests/integration/redis.test.ts', status: 'passed', assertionResults: [{ fullName: 'redis store counts', status: 'skipped' }] },
  ],
};

const playwright = (status: string, annotations: { type: string; description?: string }[] = []): PlaywrightReport => ({
  suites: [
    {
      title: 'cart.spec.ts',
      file: 'cart.spec.ts',
      suites: [{ title: 'cart', file: 'cart.spec.ts', specs: [{ title: 'pays', file: 'cart.spec.ts', tests: [{ status, annotations }] }] }],
    },
  ],
});

describe('test verdict (issue 17 §13–15)', () => {
  it('fails a CI run on a test that passed only on its retry, and only warns locally', () => {
    const runs = [{ run: 'e2e (PGlite)', kind: 'playwright' as const, report: playwright('flaky') }];
    const ci = verdict(runs, [], { strict: true });
    expect(ci.counts).toEqual({ passed: 0, failed: 0, flaky: 1, skipped: 0 });
    expect(ci.failures).toEqual(['flaky (passed only on its retry) e2e (PGlite): cart.spec.ts › cart › pays']);
    const local = verdict(runs, [], { strict: false });
    expect(local.failures).toEqual([]);
    expect(local.warnings).toHaveLength(1);
  });

  it('fails a CI run on a skip that is not expected, naming its reason', () => {
    const runs = [{ run: 'vitest (PostgreSQL)', kind: 'vitest' as const, report: vitest }];
    const ci = verdict(runs, [], { strict: true, root: '/repo' });
    expect(ci.counts).toMatchObject({ passed: 1, skipped: 1 });
    expect(ci.failures).toEqual(['unexpected skip vitest (PostgreSQL): tests/integration/redis.test.ts › redis store counts']);
  });

  it('lets an expected skip through, matched on run, file and title', () => {
    const runs = [{ run: 'e2e (PGlite)', kind: 'playwright' as const, report: playwright('skipped', [{ type: 'skip', description: 'runs on PostgreSQL' }]) }];
    const expected = [{ run: 'e2e (PGlite)', file: 'cart.spec.ts', title: 'pays', why: 'test' }];
    expect(verdict(runs, expected, { strict: true }).failures).toEqual([]);
    expect(verdict(runs, [{ ...expected[0], run: 'e2e (PostgreSQL)' }], { strict: true }).failures).toEqual([
      'unexpected skip e2e (PGlite): cart.spec.ts › cart › pays (runs on PostgreSQL)',
    ]);
  });

  it('counts a file that failed to load, and a global set-up error, as failed rather than skipped', () => {
    const broken: VitestReport = { testResults: [{ name: '/repo/tests/unit/b.test.ts', status: 'failed', message: 'SyntaxError: x\n at y', assertionResults: [] }] };
    const setup: PlaywrightReport = { errors: [{ message: 'Error: webServer exited early\nmore' }], suites: [] };
    const v = verdict(
      [
        { run: 'vitest (PGlite)', kind: 'vitest', report: broken },
        { run: 'e2e (PGlite)', kind: 'playwright', report: setup },
      ],
      [],
      { strict: false, root: '/repo' },
    );
    expect(v.counts).toEqual({ passed: 0, failed: 2, flaky: 0, skipped: 0 });
    expect(v.failures).toEqual([
      'failed vitest (PGlite): tests/unit/b.test.ts › (the file failed to load or a hook failed) (SyntaxError: x)',
      'failed e2e (PGlite): (global) › (set-up or teardown) (Error: webServer exited early)',
    ]);
  });

  it('counts a failed test once, whatever its retries', () => {
    const v = verdict([{ run: 'e2e (PGlite)', kind: 'playwright', report: playwright('unexpected') }], [], { strict: false });
    expect(v.counts.failed).toBe(1);
    expect(v.failures).toEqual(['failed e2e (PGlite): cart.spec.ts › cart › pays']);
  });
});

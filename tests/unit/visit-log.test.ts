import { beforeEach, describe, expect, it } from 'vitest';
import { landingVisit, recordVisit, resetVisitLog, takeVisits, VISIT_LOG_LIMIT, visitLogVersion } from '@/lib/client/analytics/visit-log';

const env = (href: string, now: number) => ({ href, title: 'Cursalia', now, timeOrigin: 1_000 });

describe('visit log (issue 14: pages shown before the analytics runtime loads are not lost; spec §4 one view per page)', () => {
  beforeEach(() => resetVisitLog());

  it('dates the first page from the navigation start and later pages when shown, oldest first', () => {
    recordVisit('/blog/', '', env('http://x/blog/', 5_000));
    recordVisit('/premium/', '', env('http://x/premium/', 6_000));
    expect(takeVisits().map((v) => [v.pathname, v.at])).toEqual([
      ['/blog/', 1_000],
      ['/premium/', 6_000],
    ]);
    expect(landingVisit()?.pathname).toBe('/blog/');
    // Taken means gone; the landing page stays known.
    expect(takeVisits()).toEqual([]);
    expect(landingVisit()?.href).toBe('http://x/blog/');
  });

  it('counts the same page (tracking parameters aside) twice in a row as one visit, also after a take', () => {
    recordVisit('/blog/', '', env('http://x/blog/', 5_000));
    takeVisits();
    recordVisit('/blog/', 'source_page=home', env('http://x/blog/?source_page=home', 5_100));
    expect(takeVisits()).toEqual([]);
    recordVisit('/blog/', 'page=2', env('http://x/blog/?page=2', 5_200));
    expect(takeVisits().map((v) => v.key)).toEqual(['/blog/?page=2']);
  });

  it('keeps at most VISIT_LOG_LIMIT visits of a page that never loads the runtime, dropping the oldest, and tells listeners by its version', () => {
    const before = visitLogVersion();
    for (let i = 0; i < VISIT_LOG_LIMIT + 5; i += 1) recordVisit(`/p${i}/`, '', env(`http://x/p${i}/`, 2_000 + i));
    expect(visitLogVersion()).toBeGreaterThan(before);
    const kept = takeVisits();
    expect(kept).toHaveLength(VISIT_LOG_LIMIT);
    expect(kept[0].pathname).toBe('/p5/');
  });
});

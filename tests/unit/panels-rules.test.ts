/** Role panel rules: sales per month, project review, affiliate click input (lib/domain/panels/*) and chart axes. */
import { describe, expect, it } from 'vitest';
import { lastMonths, monthlySales } from '@/lib/domain/panels/sales-series';
import { canReviewProject, PASS_MARK, projectReviewSchema, reviewOutcome, mentorStatusSchema } from '@/lib/domain/panels/project-review';
import { affiliateClickBody, clickDay } from '@/lib/domain/panels/affiliate-click';

describe('teacher sales series', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  it('lists the last N months oldest first, across a year boundary', () => {
    expect(lastMonths(now, 4)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
  });
  it('groups paid lines per currency and month, zeros included, outside the window dropped', () => {
    const series = monthlySales(
      [
        { paidAt: new Date('2026-03-01T00:00:00Z'), currency: 'USD', paidCents: 1999 },
        { paidAt: new Date('2026-03-09T00:00:00Z'), currency: 'USD', paidCents: 1000 },
        { paidAt: new Date('2026-01-31T23:59:59Z'), currency: 'USD', paidCents: 500 },
        { paidAt: new Date('2026-02-15T00:00:00Z'), currency: 'PEN', paidCents: 7000 },
        { paidAt: new Date('2025-01-01T00:00:00Z'), currency: 'USD', paidCents: 9999 },
      ],
      now,
      3,
    );
    expect(series.map((s) => s.currency)).toEqual(['USD', 'PEN']);
    expect(series[0]).toEqual({
      currency: 'USD',
      totalCents: 3499,
      count: 3,
      points: [
        { month: '2026-01', totalCents: 500, count: 1 },
        { month: '2026-02', totalCents: 0, count: 0 },
        { month: '2026-03', totalCents: 2999, count: 2 },
      ],
    });
    expect(monthlySales([], now)).toEqual([]);
  });
});

describe('project review', () => {
  it('finishes at the pass mark and observes below it', () => {
    expect(reviewOutcome(PASS_MARK)).toBe('FINISHED');
    expect(reviewOutcome(100)).toBe('FINISHED');
    expect(reviewOutcome(PASS_MARK - 1)).toBe('OBSERVED');
    expect(reviewOutcome(0)).toBe('OBSERVED');
  });
  it('reviews only submitted projects a person evaluates', () => {
    expect(canReviewProject({ status: 'PUBLISHED', evaluation: 'FINAL_PROJECT' })).toBe(true);
    expect(canReviewProject({ status: 'PUBLISHED', evaluation: 'NOT_REQUIREMENT' })).toBe(true);
    expect(canReviewProject({ status: 'PUBLISHED', evaluation: 'QUIZ_EVALUATION' })).toBe(false);
    for (const status of ['DRAFT', 'OBSERVED', 'FINISHED', 'CERTIFIED'] as const) expect(canReviewProject({ status, evaluation: 'FINAL_PROJECT' })).toBe(false);
  });
  it('validates score and feedback', () => {
    expect(projectReviewSchema.safeParse({ score: 75, feedback: 'Muy buen trabajo.' }).success).toBe(true);
    for (const score of [-1, 101, 50.5, Number.NaN]) expect(projectReviewSchema.safeParse({ score, feedback: 'Muy buen trabajo.' }).success, String(score)).toBe(false);
    expect(projectReviewSchema.safeParse({ score: 75, feedback: '  corto  ' }).success).toBe(false);
    expect(mentorStatusSchema.safeParse('VACATIONS').success).toBe(true);
    expect(mentorStatusSchema.safeParse('BUSY').success).toBe(false);
  });
});

describe('affiliate click input', () => {
  it('accepts a plausible username and a bare path only', () => {
    expect(affiliateClickBody.safeParse({ ref: 'demo_affiliate', path: '/' })).toMatchObject({ success: true, data: { ref: 'demo_affiliate', path: '/' } });
    expect(affiliateClickBody.safeParse({ ref: 'a b', path: '/' }).success).toBe(false);
    expect(affiliateClickBody.safeParse({ ref: 'x', path: 'https://evil.example/' }).success).toBe(false);
    expect(affiliateClickBody.safeParse({ ref: 'x', path: '/?q=1' }).success).toBe(false);
    expect(affiliateClickBody.safeParse({ ref: 'x' }).success).toBe(false);
  });
  // The visitor's address is the shared client address (tests/unit/client-address.test.ts).
  it('counts days in UTC', () => {
    expect(clickDay(new Date('2026-03-10T23:59:59-05:00'))).toBe('2026-03-11');
  });
});

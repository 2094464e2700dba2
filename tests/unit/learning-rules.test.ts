/**
 * Pure rules of the learner area (issue 7): progress summaries, last activity, what to
 * continue, track progress, project status rules, certificate codes and recommendations.
 */
import { describe, expect, it } from 'vitest';
import {
  byLastActivity,
  clampPercent,
  continueLearning,
  latestActivity,
  progressState,
  remainingSeconds,
  summarizeProgress,
  summarizeTrack,
} from '@/lib/domain/learning/progress';
import { CONTENT_STATUSES, learnerCanDelete, learnerCanEdit, learnerCanSubmit, projectListOrder, statusTone } from '@/lib/domain/learning/project-status';
import { certificateCodeFromBytes, CERTIFICATE_CODE_PATTERN, isCertificateCode, newCertificateCode, normalizeCertificateCode } from '@/lib/domain/learning/certificate-code';
import { goalPreference, interestScore, rankForGoal, rankForSubcategory, rankRecommendations, type Candidate, type Interests } from '@/lib/domain/learning/recommendations';

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12));

describe('progress', () => {
  it('a course is completed at 100 % or when marked completed, not started at 0 %, in progress otherwise', () => {
    expect(progressState(0, null)).toBe('not-started');
    expect(progressState(1, null)).toBe('in-progress');
    expect(progressState(99, null)).toBe('in-progress');
    expect(progressState(100, null)).toBe('completed');
    expect(progressState(40, day(1))).toBe('completed');
    expect(progressState(Number.NaN, null)).toBe('not-started');
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(33.6)).toBe(34);
  });

  it('summarises enrollments, counting a completed course as 100 %', () => {
    expect(summarizeProgress([])).toEqual({ total: 0, notStarted: 0, inProgress: 0, completed: 0, averagePercent: 0 });
    const items = [
      { progressPercent: 35, completedAt: null },
      { progressPercent: 100, completedAt: day(2) },
      { progressPercent: 10, completedAt: null },
      { progressPercent: 0, completedAt: null },
      { progressPercent: 90, completedAt: day(3) },
    ];
    expect(summarizeProgress(items)).toEqual({ total: 5, notStarted: 1, inProgress: 2, completed: 2, averagePercent: 49 });
  });

  it('last activity is the latest known moment; most recent first, ties by course id', () => {
    expect(latestActivity([day(1), null, day(5), undefined, new Date('x')], day(9))).toEqual(day(5));
    expect(latestActivity([null, undefined], day(9))).toEqual(day(9));
    const list = [
      { courseId: 3, lastActivityAt: day(2) },
      { courseId: 1, lastActivityAt: day(4) },
      { courseId: 2, lastActivityAt: day(2) },
    ];
    expect([...list].sort(byLastActivity).map((i) => i.courseId)).toEqual([1, 2, 3]);
  });

  it('continue learning: courses in progress by last activity, else the ones not started, never completed ones', () => {
    const items = [
      { courseId: 1, progressPercent: 35, completedAt: null, lastActivityAt: day(3) },
      { courseId: 2, progressPercent: 100, completedAt: day(8), lastActivityAt: day(8) },
      { courseId: 3, progressPercent: 60, completedAt: null, lastActivityAt: day(6) },
      { courseId: 4, progressPercent: 0, completedAt: null, lastActivityAt: day(9) },
    ];
    expect(continueLearning(items).map((i) => i.courseId)).toEqual([3, 1]);
    expect(continueLearning(items, 1).map((i) => i.courseId)).toEqual([3]);
    expect(continueLearning(items.filter((i) => i.courseId !== 1 && i.courseId !== 3)).map((i) => i.courseId)).toEqual([4]);
    expect(continueLearning([items[1]])).toEqual([]);
  });

  it('track progress counts courses not enrolled as 0 %', () => {
    expect(summarizeTrack([])).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(
      summarizeTrack([
        { progressPercent: 100, completedAt: day(1) },
        { progressPercent: 50, completedAt: null },
        { progressPercent: null, completedAt: null },
        { progressPercent: null, completedAt: null },
      ]),
    ).toEqual({ completed: 1, total: 4, percent: 38 });
  });

  it('remaining time of a course', () => {
    expect(remainingSeconds(3600, 25)).toBe(2700);
    expect(remainingSeconds(3600, 100)).toBe(0);
    expect(remainingSeconds(3600, 40, day(1))).toBe(0);
    expect(remainingSeconds(-5, 0)).toBe(0);
  });
});

describe('projects (spec §3 content status)', () => {
  it('the learner edits and submits drafts and observed projects, deletes only drafts', () => {
    expect(CONTENT_STATUSES.filter(learnerCanEdit)).toEqual(['DRAFT', 'OBSERVED']);
    expect(CONTENT_STATUSES.filter(learnerCanSubmit)).toEqual(['DRAFT', 'OBSERVED']);
    expect(CONTENT_STATUSES.filter(learnerCanDelete)).toEqual(['DRAFT']);
  });

  it('lists what needs the learner first and tones each status', () => {
    expect([...CONTENT_STATUSES].sort((a, b) => projectListOrder(a) - projectListOrder(b))).toEqual(['OBSERVED', 'DRAFT', 'PUBLISHED', 'FINISHED', 'CERTIFIED']);
    expect(CONTENT_STATUSES.map(statusTone)).toEqual(['default', 'info', 'warning', 'success', 'success']);
  });
});

describe('certificate codes', () => {
  it('are CERT- and three groups of four Crockford base-32 symbols, from 60 bits', () => {
    const code = certificateCodeFromBytes(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0]));
    expect(code).toBe('CERT-0000-0000-0000');
    expect(certificateCodeFromBytes(Uint8Array.from([255, 255, 255, 255, 255, 255, 255, 255]))).toBe('CERT-ZZZZ-ZZZZ-ZZZZ');
    expect(certificateCodeFromBytes(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]))).toBe('CERT-0410-6105-0R3G');
    expect(() => certificateCodeFromBytes(new Uint8Array(7))).toThrow(RangeError);
    for (let i = 0; i < 50; i++) expect(newCertificateCode()).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(new Set(Array.from({ length: 200 }, newCertificateCode)).size).toBe(200);
  });

  it('never use I, L, O or U, and read a typed code back to its canonical form', () => {
    expect(isCertificateCode('CERT-0G40-R40M-30E0')).toBe(true);
    expect(isCertificateCode('CERT-0G40-R40M-30EU')).toBe(false);
    expect(isCertificateCode('cert-0g40-r40m-30e0')).toBe(false);
    expect(normalizeCertificateCode(' cert-0g40-r40m-30e0 ')).toBe('CERT-0G40-R40M-30E0');
    expect(normalizeCertificateCode('0G40 R40M 30EO')).toBe('CERT-0G40-R40M-30E0');
    expect(normalizeCertificateCode('CERT-IL00-0000-0000')).toBe('CERT-1100-0000-0000');
    expect(normalizeCertificateCode('CERT-0G40-R40M-30E')).toBeNull();
    expect(normalizeCertificateCode('CERT-0G40-R40M-30EU')).toBeNull();
    expect(normalizeCertificateCode('../../etc/passwd')).toBeNull();
  });
});

describe('recommendations', () => {
  const c = (id: number, over: Partial<Candidate> = {}): Candidate => ({ id, categoryId: 1, subcategoryId: 10, level: 'BEGINNER', scoreAverage: 4.5, enrollmentsCount: 100, durationSeconds: 3600, ...over });
  const interests = (over: Partial<Interests> = {}): Interests => ({ subcategoryIds: [], tasteCategoryIds: [], studiedCategoryIds: [], goals: [], excludeIds: [], ...over });

  it('goals prefer levels and an order', () => {
    expect(goalPreference('cambiar-de-carrera')).toEqual({ levels: ['BEGINNER'], sort: 'popular' });
    expect(goalPreference('hobby').sort).toBe('short');
    expect(goalPreference('crecer-en-mi-trabajo').levels).toEqual(['INTERMEDIATE', 'ADVANCED']);
    expect(goalPreference('unknown').sort).toBe('popular');
  });

  it('scores a followed subcategory above its category, plus studied categories and goal levels', () => {
    const mine = interests({ subcategoryIds: [10], tasteCategoryIds: [1], studiedCategoryIds: [2], goals: ['freelance'] });
    expect(interestScore(c(1), mine)).toBe(4);
    expect(interestScore(c(2, { subcategoryId: 11 }), mine)).toBe(2);
    expect(interestScore(c(3, { categoryId: 2, subcategoryId: 20, level: 'ADVANCED' }), mine)).toBe(2);
    expect(interestScore(c(4, { categoryId: 9, subcategoryId: 90 }), mine)).toBe(0);
  });

  it('ranks best fit first, never an excluded course, and falls back to the best rated', () => {
    const list = [c(1, { subcategoryId: 11, scoreAverage: 4.9 }), c(2, { scoreAverage: 4.1 }), c(3, { scoreAverage: 4.8 }), c(4, { categoryId: 5, subcategoryId: 50, scoreAverage: 5 })];
    expect(rankRecommendations(list, interests({ subcategoryIds: [10], tasteCategoryIds: [1], excludeIds: [3] }), 10).map((x) => x.id)).toEqual([2, 1]);
    expect(rankRecommendations(list, interests(), 2).map((x) => x.id)).toEqual([4, 1]);
    expect(rankRecommendations(list, interests(), 0)).toEqual([]);
  });

  it('ranks for a goal (its levels first, in its order) and for a subcategory (best rated)', () => {
    const list = [
      c(1, { level: 'ADVANCED', scoreAverage: 4.9 }),
      c(2, { level: 'BEGINNER', durationSeconds: 7200 }),
      c(3, { level: 'BEGINNER', durationSeconds: 1800 }),
      c(4, { level: 'BEGINNER', subcategoryId: 11, scoreAverage: 4.95 }),
    ];
    expect(rankForGoal(list, 'hobby', [], 4).map((x) => x.id)).toEqual([3, 4, 2, 1]);
    expect(rankForGoal(list, 'hobby', [3], 2).map((x) => x.id)).toEqual([4, 2]);
    expect(rankForSubcategory(list, 10, [2], 5).map((x) => x.id)).toEqual([1, 3]);
  });
});

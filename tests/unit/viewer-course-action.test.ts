/**
 * lib/domain/learning/viewer-course-action (issue 15 item 2, "pages that know the viewer"): what the
 * course page's buy box and the learner lists offer for an access answer. The reasons are spec
 * §3 "Enrollment types"; premium and premium trial are spec §4 student types (trial =
 * PREVIEW_TRIAL); the price and cart buttons (spec §4 cart) stay only for those who must pay.
 */
import { describe, expect, it } from 'vitest';
import { ENROLLMENT_TYPES } from '@/lib/domain/learning/course-access';
import { buyBoxKind } from '@/lib/domain/learning/buy-box-kind';
import { buyBoxState, learnerCourseAction, learnerCourseLabel, type ViewerAccess } from '@/lib/domain/learning/viewer-course-action';

const NONE: ViewerAccess = { canWatch: false, reason: null, progress: 0, resumeUrl: null, canEnrollFree: false };
const LECTURE_1 = '/cursos-online/diseno/logo/clase/1/';

function watching(reason: string, extra: Partial<ViewerAccess> = {}): ViewerAccess {
  return { canWatch: true, reason, progress: 0, resumeUrl: LECTURE_1, canEnrollFree: false, ...extra };
}

describe('buyBoxKind (the island decides alone; buyBoxState fills the version in, lazily)', () => {
  it('agrees with buyBoxState on every kind of answer', () => {
    const answers: (ViewerAccess | null | undefined)[] = [
      null,
      undefined,
      NONE,
      { ...NONE, canEnrollFree: true },
      { ...NONE, canWatch: true },
      ...ENROLLMENT_TYPES.map((reason) => watching(reason)),
      watching('SOMETHING_ELSE', { progress: 40 }),
    ];
    for (const access of answers) expect(buyBoxKind(access), JSON.stringify(access)).toBe(buyBoxState(access).kind);
  });

  it('pay when unknown or owed, watch only with a reason, enrollFree for a free course not taken', () => {
    expect(buyBoxKind(null)).toBe('pay');
    expect(buyBoxKind({ ...NONE, canWatch: true })).toBe('pay');
    expect(buyBoxKind(watching('PAID'))).toBe('watch');
    expect(buyBoxKind({ ...NONE, canEnrollFree: true })).toBe('enrollFree');
  });
});

describe('buyBoxState', () => {
  it('keeps the price and cart buttons while the access is unknown (loading, signed out, failed)', () => {
    expect(buyBoxState(null)).toEqual({ kind: 'pay' });
    expect(buyBoxState(undefined)).toEqual({ kind: 'pay' });
  });

  it('keeps them for a viewer who must pay (the anonymous answer included)', () => {
    expect(buyBoxState(NONE)).toEqual({ kind: 'pay' });
  });

  it("a buyer (PAID) who has not started gets 'Ir al curso' to lecture 1", () => {
    expect(buyBoxState(watching('PAID'))).toEqual({ kind: 'watch', action: 'start', href: LECTURE_1, progress: 0, access: 'owned' });
  });

  it("progress above 0 reads 'Continuar', with the progress, to the lecture to resume", () => {
    const url = '/pt/cursos-online/diseno/logo/clase/4/';
    expect(buyBoxState(watching('PAID', { progress: 45, resumeUrl: url }))).toEqual({ kind: 'watch', action: 'continue', href: url, progress: 45, access: 'owned' });
    expect(buyBoxState(watching('FREE', { progress: 100 }))).toMatchObject({ action: 'continue', progress: 100 });
  });

  it('clamps the progress to a whole 0–100', () => {
    expect(buyBoxState(watching('PAID', { progress: 140 }))).toMatchObject({ progress: 100, action: 'continue' });
    expect(buyBoxState(watching('PAID', { progress: -3 }))).toMatchObject({ progress: 0, action: 'start' });
    expect(buyBoxState(watching('PAID', { progress: 0.4 }))).toMatchObject({ progress: 0, action: 'start' });
  });

  it("premium (spec §4: MEMBERSHIP, and the trial's PREVIEW_TRIAL) says it is included in the membership", () => {
    expect(buyBoxState(watching('MEMBERSHIP'))).toMatchObject({ kind: 'watch', access: 'membership' });
    expect(buyBoxState(watching('PREVIEW_TRIAL'))).toMatchObject({ kind: 'watch', access: 'membership' });
    expect(buyBoxState(watching('FREE_MEMBERSHIP'))).toMatchObject({ kind: 'watch', access: 'membership' });
  });

  it('organisation (B2B), microdegree (DEGREE) and the working roles name their reason', () => {
    expect(buyBoxState(watching('B2B'))).toMatchObject({ access: 'organization' });
    expect(buyBoxState(watching('DEGREE'))).toMatchObject({ access: 'degree' });
    expect(buyBoxState(watching('PROFESSOR'))).toMatchObject({ access: 'professor' });
    expect(buyBoxState(watching('STAFF'))).toMatchObject({ access: 'staff' });
    expect(buyBoxState(watching('MENTOR'))).toMatchObject({ access: 'mentor' });
  });

  it('every spec §3 enrollment type opens the classroom; the held ones read as a course the learner has', () => {
    for (const reason of ENROLLMENT_TYPES) expect(buyBoxState(watching(reason)).kind).toBe('watch');
    for (const reason of ['PAID', 'GITCARD', 'FREE', 'FREEMIUM', 'TEMPORAL_ACCESS']) expect(buyBoxState(watching(reason))).toMatchObject({ access: 'owned' });
  });

  it('a reason outside the enumeration still opens the classroom, as a course the learner has', () => {
    expect(buyBoxState(watching('SOMETHING_NEW'))).toMatchObject({ kind: 'watch', access: 'owned' });
  });

  it('a course without lectures yet: may watch, but there is nothing to link to', () => {
    expect(buyBoxState(watching('MEMBERSHIP', { resumeUrl: null }))).toEqual({ kind: 'watch', action: 'start', href: null, progress: 0, access: 'membership' });
  });

  it("a free course not taken yet gets 'Inscríbete gratis'", () => {
    expect(buyBoxState({ ...NONE, canEnrollFree: true })).toEqual({ kind: 'enrollFree' });
  });

  it('access wins over the free enrollment offer', () => {
    expect(buyBoxState(watching('STAFF', { canEnrollFree: true }))).toMatchObject({ kind: 'watch', access: 'staff' });
  });

  it('a canWatch without a reason (a preview answer, never a course-wide one) does not open the classroom', () => {
    expect(buyBoxState({ ...NONE, canWatch: true })).toEqual({ kind: 'pay' });
    expect(buyBoxState({ ...NONE, canWatch: true, canEnrollFree: true })).toEqual({ kind: 'enrollFree' });
  });

  it('a lapsed enrollment (progress kept, no access) must pay again', () => {
    expect(buyBoxState({ ...NONE, progress: 45 })).toEqual({ kind: 'pay' });
  });
});

describe('learnerCourseLabel', () => {
  it('start, continue or review by the learner state', () => {
    expect(learnerCourseLabel('not-started')).toBe('start');
    expect(learnerCourseLabel('in-progress')).toBe('continue');
    expect(learnerCourseLabel('completed')).toBe('review');
  });
});

describe('learnerCourseAction', () => {
  const page = '/cursos-online/diseno/logo/';

  it('goes to the classroom when the course opens for the learner', () => {
    expect(learnerCourseAction({ state: 'in-progress', classroomUrl: LECTURE_1, coursePageUrl: page })).toEqual({ href: LECTURE_1, label: 'continue', classroom: true });
    expect(learnerCourseAction({ state: 'not-started', classroomUrl: LECTURE_1, coursePageUrl: page })).toEqual({ href: LECTURE_1, label: 'start', classroom: true });
    expect(learnerCourseAction({ state: 'completed', classroomUrl: LECTURE_1, coursePageUrl: page })).toEqual({ href: LECTURE_1, label: 'review', classroom: true });
  });

  it('goes to the course page when it does not (a lapsed enrollment, a course without lectures)', () => {
    expect(learnerCourseAction({ state: 'in-progress', classroomUrl: null, coursePageUrl: page })).toEqual({ href: page, label: 'continue', classroom: false });
    expect(learnerCourseAction({ state: 'completed', classroomUrl: undefined, coursePageUrl: page })).toEqual({ href: page, label: 'review', classroom: false });
  });
});

/**
 * What a page offers the viewer for one course, from their access (issue 15 item 2, "pages that
 * know the viewer"). Pure: the course page's buy box island and the learner areas (server) ask
 * these functions with the answer of the one access rule (`Course.viewerAccess` /
 * lib/server/services/course-access.ts); they decide nothing about access themselves.
 *
 * - The buy box: the price and cart buttons only for those who must pay; "Ir al curso" /
 *   "Continuar" (to the classroom URL) for those who may watch, with why (a membership, their
 *   organisation, their microdegree…); "Inscríbete gratis" for a free course not taken yet.
 * - A learner list's button: start, continue or review, to the classroom when the course opens
 *   for them, else to the course page (an enrollment that lapsed: the page says what to do).
 */
import { accessKind, isEnrollmentType, type AccessKind } from './course-access';
import { buyBoxKind, type ViewerAccess } from './buy-box-kind';
import { clampPercent, type ProgressState } from './progress';

export type { ViewerAccess };

export type BuyBoxState =
  /** Unknown yet, anonymous, or must pay: the cached server markup (price and cart buttons) as it is. */
  | { kind: 'pay' }
  /**
   * May open the whole course. `href` is the lecture to continue at (null while the course has no
   * lectures yet); `action` 'start' reads "Ir al curso" (progress 0), 'continue' "Continuar".
   */
  | { kind: 'watch'; action: 'start' | 'continue'; href: string | null; progress: number; access: AccessKind }
  /** Signed in, a public free course on offer, not enrolled: one click enrolls ("Inscríbete gratis"). */
  | { kind: 'enrollFree' };

const PAY: BuyBoxState = { kind: 'pay' };

/**
 * The buy box for an access answer, of the kind buyBoxKind decides (null or undefined: not
 * known, e.g. still loading or signed out — the server markup stays). A reason outside the
 * spec's enrollment types reads as a course the learner holds.
 */
export function buyBoxState(access: ViewerAccess | null | undefined): BuyBoxState {
  const kind = buyBoxKind(access);
  if (access && access.reason !== null && kind === 'watch') {
    const progress = clampPercent(access.progress);
    return {
      kind: 'watch',
      action: progress > 0 ? 'continue' : 'start',
      href: access.resumeUrl,
      progress,
      access: isEnrollmentType(access.reason) ? accessKind(access.reason) : 'owned',
    };
  }
  return kind === 'enrollFree' ? { kind } : PAY;
}

/** The label of a learner list's course button (messages `learning.progress.*`). */
export type LearnerCourseLabel = 'start' | 'continue' | 'review';

/** The button's label from the learner's state in the course: not started → start, in progress → continue, completed → review. */
export function learnerCourseLabel(state: ProgressState): LearnerCourseLabel {
  return state === 'completed' ? 'review' : state === 'in-progress' ? 'continue' : 'start';
}

/**
 * A learner list's course button: the classroom URL when the course opens for the learner
 * (`classroomUrl`, from the access loader), else the public course page; labelled by the
 * learner's state (learnerCourseLabel).
 */
export function learnerCourseAction(input: { state: ProgressState; classroomUrl: string | null | undefined; coursePageUrl: string }): { href: string; label: LearnerCourseLabel; classroom: boolean } {
  const label = learnerCourseLabel(input.state);
  return input.classroomUrl ? { href: input.classroomUrl, label, classroom: true } : { href: input.coursePageUrl, label, classroom: false };
}

/**
 * Which version of the course page's buy box a viewer gets (issue 15 item 2), the decision
 * alone: the buy box island needs it on every course page, while what the viewer's version
 * shows (buyBoxState, ./viewer-course-action.ts) loads with that version only (issue 14).
 */

/** `Course.viewerAccess` as the client receives it (GraphQL contract, docs/course-access.md). */
export type ViewerAccess = {
  canWatch: boolean;
  reason: string | null;
  progress: number;
  resumeUrl: string | null;
  canEnrollFree: boolean;
};

/** 'pay': the cached server markup (price and cart buttons); 'watch': to the classroom; 'enrollFree': one click enrolls. */
export type BuyBoxKind = 'pay' | 'watch' | 'enrollFree';

/**
 * Null or undefined (not known, e.g. still loading or signed out) keeps the server markup. Only a
 * course-wide grant (a reason) opens the classroom: a `canWatch` without a reason cannot come from
 * the course-wide question and is not trusted.
 */
export function buyBoxKind(access: ViewerAccess | null | undefined): BuyBoxKind {
  if (!access) return 'pay';
  if (access.canWatch && access.reason !== null) return 'watch';
  return access.canEnrollFree ? 'enrollFree' : 'pay';
}

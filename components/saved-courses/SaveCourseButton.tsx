'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { withIntlChunk } from '@/components/i18n/lazy-with-intl';
import { roleFlags } from '@/lib/domain/roles';
import { documentLocale } from '@/lib/client/i18n/lazy-namespace';
import { useCurrentUserValue, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import { loadSavedCoursesMessages } from './saved-courses-messages';

/** The toggle with its texts, fetched together once it is to show (issue 14). */
const LazySaveCoursePart = lazy(withIntlChunk<SaveCoursePartProps>(() => Promise.all([import('./SaveCoursePart'), loadSavedCoursesMessages(documentLocale())]).then(([m]) => m)));

/** Which part shows: the toggle for a user who may save courses, the premium hint for one who may not. */
type SaveCourseMode = 'toggle' | 'hint';

export type SaveCourseButtonProps = {
  /** The course's original id. */
  courseId: number;
  /** Its title in the page's language: the button's accessible name names the course. */
  courseTitle: string;
  /** `icon`: a round bookmark for a card's cover; `button`: a bookmark with 'Guardar' (course page, saved list). */
  variant?: 'icon' | 'button';
  /** The state the server rendered (the saved list: true). */
  initialSaved?: boolean;
  /**
   * The server has already checked that the viewer may save courses (the saved list), so the
   * button need not wait for the client's `me`.
   */
  premium?: boolean;
  /**
   * For visitors and PAYG learners, a discreet link to the premium landing instead of nothing
   * (course page): PremiumSaveHint, rendered by the server page. It shows while `me` loads too,
   * so the most common viewers get it from the first paint and the line it sits on never grows
   * after paint (issue 14); a premium member's toggle replaces it.
   */
  upsell?: ReactNode;
};

/** What the lazily loaded toggle needs. */
export type SaveCoursePartProps = Pick<SaveCourseButtonProps, 'courseId' | 'courseTitle' | 'variant' | 'initialSaved'>;

/**
 * Which part a viewer gets: the toggle, the premium hint (with `upsell`), or nothing. The hint
 * also holds the place while the user loads, as in the server's HTML (issue 14: no shift).
 */
function saveCourseModeFor(user: CurrentUserState, { premium, upsell }: { premium: boolean; upsell: boolean }): SaveCourseMode | null {
  const loading = user.status === 'loading';
  const flags = roleFlags(user.user, { loading, error: user.status === 'error' });
  if (premium || (user.status === 'authenticated' && flags.canSaveCourses)) return 'toggle';
  if (upsell && (loading || flags.anonymous || flags.payg)) return 'hint';
  return null;
}

/**
 * The save toggle of a course (spec §4 "Saved courses", §6 "Saving courses: premium users
 * only"). Premium members get a bookmark toggle (aria-pressed) whose result shows in the
 * saved-course snackbar; anyone else gets nothing, or with `upsell` a link to /premium/ for
 * visitors and PAYG learners. This part only decides, from the current user; the toggle loads
 * with its texts when it is to show (SaveCoursePart.tsx, with MUI in its chunk), the hint is the
 * server's markup (PremiumSaveHint). The caller places it (a wrapping element).
 */
export function SaveCourseButton({ courseId, courseTitle, variant, initialSaved, premium = false, upsell }: SaveCourseButtonProps) {
  const hasUpsell = upsell != null;
  // Only the part to show, so a card re-renders when that changes, not on every user change.
  const mode = useCurrentUserValue((user) => saveCourseModeFor(user, { premium, upsell: hasUpsell }));
  if (mode === null) return null;
  if (mode === 'hint') return upsell;
  return (
    <Suspense fallback={null}>
      <LazySaveCoursePart courseId={courseId} courseTitle={courseTitle} variant={variant} initialSaved={initialSaved} />
    </Suspense>
  );
}

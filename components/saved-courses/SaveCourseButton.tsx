'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { withApolloChunk } from '@/components/providers/lazy-with-apollo';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/LocalizedLink';
import { roleFlags } from '@/lib/domain/roles';
import { useCurrentUser } from '@/lib/client/stores/current-user-store';
import { SavedCoursesMessages } from './SavedCoursesMessages';
import styles from './SaveCourseButton.module.css';

/** The toggle and Apollo, loaded only for a user who may save courses (issue 14). */
const LazySaveToggle = lazy(withApolloChunk(() => import('./SaveToggle')));
/** Its snackbar (MUI's Snackbar and Alert) likewise: never in a visitor's first load. */
const LazySnackbarHost = lazy(withMuiChunk<object>(() => import('./SavedCourseSnackbarHost').then((m) => ({ default: m.SavedCourseSnackbarHost }))));

/** The premium landing (spec §2 /premium/). */
const PREMIUM_PATH = '/premium/';

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
  /** For visitors and PAYG learners, a discreet link to the premium landing instead of nothing (course page). */
  upsell?: boolean;
};

/**
 * The save toggle of a course (spec §4 "Saved courses", §6 "Saving courses: premium users
 * only"). Premium members get a bookmark toggle (aria-pressed) whose result shows in the
 * saved-course snackbar; anyone else gets nothing, or with `upsell` a link to /premium/ for
 * visitors and PAYG learners. Its texts load with it (SavedCoursesMessages). The caller places
 * it (a wrapping element); the hint is plain markup, the toggle brings MUI with its chunk.
 */
export function SaveCourseButton({ courseId, courseTitle, variant = 'icon', initialSaved, premium = false, upsell = false }: SaveCourseButtonProps) {
  const user = useCurrentUser();
  const flags = roleFlags(user.user, { loading: user.status === 'loading', error: user.status === 'error' });
  if (premium || (user.status === 'authenticated' && flags.canSaveCourses)) {
    return (
      <SavedCoursesMessages>
        <Suspense fallback={null}>
          <LazySaveToggle courseId={courseId} courseTitle={courseTitle} variant={variant} initialSaved={initialSaved} />
        </Suspense>
        <Suspense fallback={null}>
          <LazySnackbarHost />
        </Suspense>
      </SavedCoursesMessages>
    );
  }
  if (upsell && (flags.anonymous || flags.payg)) {
    return (
      <SavedCoursesMessages>
        <PremiumHint />
      </SavedCoursesMessages>
    );
  }
  return null;
}

function PremiumHint() {
  const t = useTranslations('savedCourses');
  return (
    <Link href={PREMIUM_PATH} className={styles.hint}>
      <Icon name="bookmarkBorderRounded" size={20} />
      {t('upsell')}
    </Link>
  );
}

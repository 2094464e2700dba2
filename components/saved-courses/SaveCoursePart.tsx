'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { withApolloChunk } from '@/components/providers/lazy-with-apollo';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/LocalizedLink';
import type { SaveCourseButtonProps, SaveCourseMode } from './SaveCourseButton';
import { SavedCoursesMessages } from './SavedCoursesMessages';
import styles from './SaveCourseButton.module.css';

/** The toggle and Apollo, loaded only for a user who may save courses (issue 14). */
const LazySaveToggle = lazy(withApolloChunk(() => import('./SaveToggle')));
/** Its snackbar (MUI's Snackbar and Alert) likewise: never in a visitor's first load. */
const LazySnackbarHost = lazy(withMuiChunk<object>(() => import('./SavedCourseSnackbarHost').then((m) => ({ default: m.SavedCourseSnackbarHost }))));

/** The premium landing (spec §2 /premium/). */
const PREMIUM_PATH = '/premium/';


/**
 * What SaveCourseButton shows once it has decided (a lazy chunk: a page's first load carries only
 * the decision, issue 14): the bookmark toggle for those who may save, or the premium hint.
 */
export default function SaveCoursePart({ mode, courseId, courseTitle, variant = 'icon', initialSaved }: SaveCourseButtonProps & { mode: SaveCourseMode }) {
  if (mode === 'toggle') {
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
  return (
    <SavedCoursesMessages>
      <PremiumHint />
    </SavedCoursesMessages>
  );
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

'use client';

import { lazy, Suspense } from 'react';
import { withApolloChunk } from '@/components/providers/lazy-with-apollo';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';
import type { SaveCoursePartProps } from './SaveCourseButton';
import { SavedCoursesMessages } from './SavedCoursesMessages';

/** The toggle and Apollo, loaded only for a user who may save courses (issue 14). */
const LazySaveToggle = lazy(withApolloChunk(() => import('./SaveToggle')));
/** Its snackbar (MUI's Snackbar and Alert) likewise: never in a visitor's first load. */
const LazySnackbarHost = lazy(withMuiChunk<object>(() => import('./SavedCourseSnackbarHost').then((m) => ({ default: m.SavedCourseSnackbarHost }))));

/**
 * What SaveCourseButton shows to a user who may save courses (a lazy chunk: a page's first load
 * carries only the decision, issue 14): the bookmark toggle and its snackbar. The premium hint
 * for the others is server markup (PremiumSaveHint).
 */
export default function SaveCoursePart({ courseId, courseTitle, variant = 'icon', initialSaved }: SaveCoursePartProps) {
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

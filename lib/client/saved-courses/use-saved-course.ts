'use client';

import { useCallback, useState } from 'react';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useLocale, useTranslations } from 'next-intl';
import { CreateSavedCourseDocument, DeleteSavedCourseDocument, SavedCourseIdsDocument } from '@/graphql/generated/client/graphql';
import { trackActivity } from '@/lib/client/analytics/track-activity';
import { clientContext } from '@/lib/client/apollo/context';
import { canSaveCourses } from '@/lib/domain/roles';
import { readTrackingData } from '@/lib/client/session/session-client';
import { useCurrentUser } from '@/lib/client/stores/current-user-store';
import { savedCourseActivity, type SavedCourseAction } from './saved-course-events';
import { showSavedCourseSnackbar } from './saved-course-snackbar-store';

export type UseSavedCourseOptions = {
  /** Show the success and error snackbar (spec §4; default on). */
  snackbar?: boolean;
  /** Send 'Course Saved' / 'Course Unsaved' (spec §4, §7; default on). */
  analytics?: boolean;
  /** The saved state the server rendered (the saved list), used until the client knows better. */
  initialSaved?: boolean;
};

export type SavedCourseControls = {
  saved: boolean;
  /** The saved state is known: the page's list has loaded, `initialSaved` was given, or a call succeeded. */
  ready: boolean;
  /** True from the call until its result has been shown (spec §4). */
  loading: boolean;
  save: () => Promise<void>;
  unsave: () => Promise<void>;
  /** Unsaves a saved course, otherwise saves it (spec §4). */
  toggle: () => Promise<void>;
};

/** A success false answer: the server gave its reasons in `messages`. */
export class SavedCourseActionError extends Error {
  constructor(
    readonly action: SavedCourseAction,
    readonly messages: readonly string[],
  ) {
    super(messages[0] || `${action === 'save' ? 'createSavedCourse' : 'deleteSavedCourse'} answered success false`);
    this.name = 'SavedCourseActionError';
  }
}

/**
 * The ids of the premium member's saved courses, from SavedCourseIds on v4: one cached query
 * that every save toggle of the page shares (course pages and cards are public and cached, so
 * the server never renders this state). Null while unknown, and for anyone who cannot save
 * courses (nothing is asked for them).
 */
export function useSavedCourseIds(): ReadonlySet<string> | null {
  const user = useCurrentUser();
  const premium = user.status === 'authenticated' && canSaveCourses(user.user);
  const { data } = useQuery(SavedCourseIdsDocument, premium ? { fetchPolicy: 'cache-first', ssr: false, context: clientContext('v4') } : skipToken);
  return premium && data ? new Set(data.savedCourseIds) : null;
}

/**
 * Save, unsave and toggle one course (spec §4 "Saved courses"). Each call sets `loading`; on
 * success it shows the success snackbar and sends the analytics event, then clears `loading`;
 * on failure (an error or success false) it shows the error snackbar, clears `loading` and
 * rethrows. `snackbar: false` and `analytics: false` switch those off. Texts: spec §8, from the
 * `savedCourses` namespace.
 */
export function useSavedCourse(courseId: number | string, options: UseSavedCourseOptions = {}): SavedCourseControls {
  const { snackbar = true, analytics = true, initialSaved } = options;
  const id = String(courseId);
  const client = useApolloClient();
  const locale = useLocale();
  const t = useTranslations('savedCourses.snackbar');
  const savedIds = useSavedCourseIds();
  const [loading, setLoading] = useState(false);
  // What this toggle last did, while the shared list is not loaded (e.g. before `me` arrives).
  const [localSaved, setLocalSaved] = useState<boolean | null>(null);
  const saved = savedIds ? savedIds.has(id) : (localSaved ?? initialSaved ?? false);
  const ready = savedIds !== null || localSaved !== null || initialSaved !== undefined;

  const savedText = t('saved');
  const removedText = t('removed');
  const saveFailed = t('saveFailed');
  const removeFailed = t('removeFailed');

  const run = useCallback(
    async (action: SavedCourseAction) => {
      setLoading(true);
      try {
        const context = { ...clientContext('v4'), headers: { 'x-locale': locale } };
        const result =
          action === 'save'
            ? (await client.mutate({ mutation: CreateSavedCourseDocument, variables: { course_id: id }, context })).data?.createSavedCourse
            : (await client.mutate({ mutation: DeleteSavedCourseDocument, variables: { course_id: id }, context })).data?.deleteSavedCourse;
        if (!result?.success) throw new SavedCourseActionError(action, result?.messages ?? []);
        // Every toggle of this course on the page follows (only a loaded list is amended).
        client.cache.updateQuery({ query: SavedCourseIdsDocument }, (existing) => {
          if (!existing) return undefined;
          const others = existing.savedCourseIds.filter((saved) => saved !== id);
          return { savedCourseIds: action === 'save' ? [id, ...others] : others };
        });
        setLocalSaved(action === 'save');
      } catch (error) {
        if (snackbar) showSavedCourseSnackbar(action === 'save' ? saveFailed : removeFailed, 'error');
        setLoading(false);
        throw error;
      }
      if (snackbar) showSavedCourseSnackbar(action === 'save' ? savedText : removedText, 'success');
      if (analytics) {
        const tracking = readTrackingData();
        void trackActivity({
          ...savedCourseActivity(action, id, window.location.pathname),
          segment: tracking?.segment ?? null,
          username: tracking?.username ?? null,
        });
      }
      setLoading(false);
    },
    [client, id, locale, snackbar, analytics, savedText, removedText, saveFailed, removeFailed],
  );

  const save = useCallback(() => run('save'), [run]);
  const unsave = useCallback(() => run('unsave'), [run]);
  const toggle = useCallback(() => run(saved ? 'unsave' : 'save'), [run, saved]);
  return { saved, ready, loading, save, unsave, toggle };
}

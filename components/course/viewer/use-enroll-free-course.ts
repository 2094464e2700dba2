'use client';

import { useCallback } from 'react';
import { useLocale } from 'next-intl';
import { EnrollFreeCourseDocument } from '@/graphql/generated/courseEnroll/graphql';
import { NO_FEEDBACK, withCallFeedback } from '@/lib/client/graphql-request/lazy-call-feedback';
import { lazyGraphqlRequest } from '@/lib/client/graphql-request/lazy-request';
import { courseViewerAccessQuery, useViewerKey } from './use-course-viewer-access';

export type EnrollFreeOutcome = { ok: true; resumeUrl: string | null } | { ok: false; message: string | null };

/**
 * "Inscríbete gratis": sends enrollFreeCourse (in the page's language) and, on success, puts the
 * course's new access (carried by the answer) in the shared cache, so every part of the page
 * switches to "Ir al curso" at once; answers the classroom URL to go to. A refusal answers the
 * server's translated message (a failure without one: null, the caller shows its own).
 */
export function useEnrollFreeCourse(courseId: number): () => Promise<EnrollFreeOutcome> {
  const locale = useLocale();
  const key = useViewerKey(courseId);
  return useCallback(async () => {
    const result = await lazyGraphqlRequest(EnrollFreeCourseDocument, { courseId: String(courseId) }, { clientName: 'default', headers: { 'x-locale': locale } });
    if (!result.ok) return { ok: false, message: await withCallFeedback((m) => m.feedbackFromError(result.error, { network: null }).message, null) };
    const payload = result.data.enrollFreeCourse;
    // A payload refusal is read by call-feedback, loaded only then (issue 14: not in the course page's first load).
    const refusal = payload?.success ? null : await withCallFeedback((m) => m.feedbackFromPayload(payload, { fields: [], generic: null }), NO_FEEDBACK);
    if (refusal) return { ok: false, message: refusal.message };
    const course = payload.course;
    if (key !== null) {
      if (course) courseViewerAccessQuery.update(key, () => ({ course }));
      else await courseViewerAccessQuery.load(key, true); // no access in the answer: ask again
    }
    const access = course?.viewerAccess ?? (key === null ? null : courseViewerAccessQuery.get(key).data?.course?.viewerAccess);
    return { ok: true, resumeUrl: access?.resumeUrl ?? null };
  }, [courseId, locale, key]);
}

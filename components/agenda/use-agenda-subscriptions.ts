'use client';

import { useCallback } from 'react';
import { CourseSubscribeDocument, MyCourseSubscriptionsDocument } from '@/graphql/generated/agenda/graphql';
import { agendaContentType } from '@/lib/domain/agenda/card-state';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import type { CallFeedback } from '@/lib/client/graphql-request/call-feedback';
import { NO_FEEDBACK, withCallFeedback } from '@/lib/client/graphql-request/lazy-call-feedback';
import { lazyGraphqlRequest } from '@/lib/client/graphql-request/lazy-request';
import { createShellQuery } from '@/lib/client/graphql-request/shell-query';
import { signedInUserId, useCurrentUserValue } from '@/lib/client/stores/current-user-store';

/** MyCourseSubscriptions (default endpoint) per signed-in user, shared by every card of the page. */
export const agendaSubscriptionsQuery = createShellQuery(() => lazyGraphqlRequest(MyCourseSubscriptionsDocument, {}, { clientName: 'default' }));

/**
 * The signed-in user's subscription list (spec §3 subscriptionList), fetched client-side with
 * MyCourseSubscriptions on the default endpoint: the agenda page is public and cached, so the
 * server never knows the user. Every card shares one request (a plain typed request,
 * lib/client/graphql-request: the cards are on public pages, Apollo is not). Anonymous visitors (and
 * a user still loading) send nothing and have an empty list.
 */
export function useAgendaSubscriptions(): { ids: ReadonlySet<string>; loading: boolean } {
  // Only the id: a visitor's cards do not re-render when the user state settles (issue 14).
  const userId = useCurrentUserValue(signedInUserId);
  const signedIn = userId !== null;
  const { data, loading } = agendaSubscriptionsQuery.use(userId);
  return { ids: new Set(signedIn ? (data?.myCourseSubscriptions ?? []) : []), loading: signedIn && loading };
}

/**
 * Sends courseSubscribe for a course (spec §7: contentType '{product}-on-scheduled'). On success
 * the course joins the loaded subscription list, so every card showing it switches to
 * '¡Agendado!' and stays so on this page; the server keeps it for the next visit. A failure
 * answers its feedback (lib/client/graphql-request/call-feedback.ts: the server's code and translated
 * message, when it gave one); success answers null.
 */
export function useCourseSubscribe(): (courseId: string) => Promise<CallFeedback | null> {
  const userId = useCurrentUserValue(signedInUserId);
  return useCallback(
    async (courseId: string) => {
      const result = await lazyGraphqlRequest(CourseSubscribeDocument, { input: { courseId, contentType: agendaContentType(PRODUCT_NAME) } }, { clientName: 'default' });
      if (!result.ok) return withCallFeedback((m) => m.feedbackFromError(result.error, { network: null }), NO_FEEDBACK);
      if (!result.data.courseSubscribe.success) {
        return withCallFeedback((m) => m.feedbackFromError(new m.RefusedCallError('NOT_SUBSCRIBED', 'courseSubscribe answered success false'), { network: null }), { ...NO_FEEDBACK, code: 'NOT_SUBSCRIBED' });
      }
      // Only amend a list that was loaded: writing a partial list would hide the others.
      if (userId !== null) {
        agendaSubscriptionsQuery.update(userId, (existing) =>
          existing.myCourseSubscriptions.includes(courseId) ? existing : { myCourseSubscriptions: [...existing.myCourseSubscriptions, courseId] },
        );
      }
      return null;
    },
    [userId],
  );
}

'use client';

import { useCallback } from 'react';
import { CourseSubscribeDocument, MyCourseSubscriptionsDocument } from '@/graphql/generated/shell/graphql';
import { agendaContentType } from '@/lib/agenda/card-state';
import type { GraphQLErrorLike } from '@/lib/apollo/error-format';
import { PRODUCT_NAME } from '@/lib/config/product';
import { graphqlRequest } from '@/lib/graphql-request/request';
import { createShellQuery } from '@/lib/graphql-request/shell-query';
import { useCurrentUser } from '@/lib/stores/current-user-store';

/** MyCourseSubscriptions (default endpoint) per signed-in user, shared by every card of the page. */
export const agendaSubscriptionsQuery = createShellQuery(() => graphqlRequest(MyCourseSubscriptionsDocument, {}, { clientName: 'default' }));

/** courseSubscribe failed: its first GraphQL error, when the server gave one. */
export class CourseSubscribeError extends Error {
  constructor(
    message: string,
    readonly graphQLError?: GraphQLErrorLike,
  ) {
    super(message);
    this.name = 'CourseSubscribeError';
  }
}

/**
 * The signed-in user's subscription list (spec §3 subscriptionList), fetched client-side with
 * MyCourseSubscriptions on the default endpoint: the agenda page is public and cached, so the
 * server never knows the user. Every card shares one request (a plain typed request,
 * lib/graphql-request: the cards are on public pages, Apollo is not). Anonymous visitors (and
 * a user still loading) send nothing and have an empty list.
 */
export function useAgendaSubscriptions(): { ids: ReadonlySet<string>; loading: boolean } {
  const user = useCurrentUser();
  const signedIn = user.status === 'authenticated';
  const { data, loading } = agendaSubscriptionsQuery.use(signedIn ? String(user.user.id) : null);
  return { ids: new Set(signedIn ? (data?.myCourseSubscriptions ?? []) : []), loading: signedIn && loading };
}

/**
 * Sends courseSubscribe for a course (spec §7: contentType '{product}-on-scheduled'). On success
 * the course joins the loaded subscription list, so every card showing it switches to
 * '¡Agendado!' and stays so on this page; the server keeps it for the next visit. A failure
 * rejects with a CourseSubscribeError (its GraphQL error, if any).
 */
export function useCourseSubscribe(): (courseId: string) => Promise<void> {
  const user = useCurrentUser();
  const userId = user.status === 'authenticated' ? String(user.user.id) : null;
  return useCallback(
    async (courseId: string) => {
      const result = await graphqlRequest(CourseSubscribeDocument, { input: { courseId, contentType: agendaContentType(PRODUCT_NAME) } }, { clientName: 'default' });
      if (!result.ok) throw new CourseSubscribeError(result.error.message, result.error.kind === 'graphql' ? result.error.errors[0] : undefined);
      if (!result.data.courseSubscribe.success) throw new CourseSubscribeError('courseSubscribe answered success false');
      // Only amend a list that was loaded: writing a partial list would hide the others.
      if (userId !== null) {
        agendaSubscriptionsQuery.update(userId, (existing) =>
          existing.myCourseSubscriptions.includes(courseId) ? existing : { myCourseSubscriptions: [...existing.myCourseSubscriptions, courseId] },
        );
      }
    },
    [userId],
  );
}

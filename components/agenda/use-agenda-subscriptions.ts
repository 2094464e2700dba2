'use client';

import { useCallback } from 'react';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { CourseSubscribeDocument, MyCourseSubscriptionsDocument } from '@/graphql/generated/client/graphql';
import { agendaContentType } from '@/lib/agenda/card-state';
import { clientContext } from '@/lib/apollo/context';
import { PRODUCT_NAME } from '@/lib/config/product';
import { useCurrentUser } from '@/lib/stores/current-user-store';

/**
 * The signed-in user's subscription list (spec §3 subscriptionList), fetched client-side with
 * MyCourseSubscriptions on the default endpoint: the agenda page is public and cached, so the
 * server never knows the user. Every card shares one cached query (cache-first). Anonymous
 * visitors (and a user still loading) send nothing and have an empty list.
 */
export function useAgendaSubscriptions(): { ids: ReadonlySet<string>; loading: boolean } {
  const user = useCurrentUser();
  const signedIn = user.status === 'authenticated';
  const { data, loading } = useQuery(
    MyCourseSubscriptionsDocument,
    signedIn ? { fetchPolicy: 'cache-first', ssr: false, context: clientContext('default') } : skipToken,
  );
  return { ids: new Set(signedIn ? (data?.myCourseSubscriptions ?? []) : []), loading: signedIn && loading };
}

/**
 * Sends courseSubscribe for a course (spec §7: contentType '{product}-on-scheduled'). On success
 * the course joins the cached subscription list, so every card showing it switches to
 * '¡Agendado!' and stays so on this page; the server keeps it for the next visit.
 */
export function useCourseSubscribe(): (courseId: string) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async (courseId: string) => {
      const result = await client.mutate({
        mutation: CourseSubscribeDocument,
        variables: { input: { courseId, contentType: agendaContentType(PRODUCT_NAME) } },
        context: clientContext('default'),
        update: (cache, { data }) => {
          if (!data?.courseSubscribe.success) return;
          // Only amend a list that was loaded: writing a partial list would hide the others.
          cache.updateQuery({ query: MyCourseSubscriptionsDocument }, (existing) => {
            if (!existing || existing.myCourseSubscriptions.includes(courseId)) return undefined;
            return { myCourseSubscriptions: [...existing.myCourseSubscriptions, courseId] };
          });
        },
      });
      if (!result.data?.courseSubscribe.success) throw new Error('courseSubscribe answered success false');
    },
    [client],
  );
}

'use client';

import { useCallback, useMemo, useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import {
  MainMenuNotificationsDocument,
  MarkAllNotificationsAsReadDocument,
  MarkNotificationAsReadDocument,
  type MainMenuNotificationsQuery,
} from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/domain/notifications/constants';
import { nextPageVariables } from '@/lib/domain/notifications/merge-pages';

export type NotificationPage = MainMenuNotificationsQuery['notifications'];
export type NotificationNode = NotificationPage['edges'][number]['node'];

const V5 = clientContext('v5');

/** Writes the counts a mutation answered into every cached notifications list. */
function writeCounts(cache: ApolloCache, counts: { total_count: number; total_unread: number }) {
  cache.modify({
    fields: {
      notifications(existing: unknown, { storeFieldName, DELETE }) {
        // A read / unread subset changed membership: drop it, a later query refetches it.
        if (/"is_readed":(true|false)/.test(storeFieldName)) return DELETE;
        return existing && typeof existing === 'object' ? { ...existing, ...counts } : existing;
      },
    },
  });
}

export type MainMenuNotifications = {
  page: NotificationPage | null;
  nodes: NotificationNode[];
  /** First load, nothing to show yet. */
  loading: boolean;
  error: Error | null;
  loadingMore: boolean;
  hasMore: boolean;
  /** Loads the next page; resolves once it is merged. */
  loadMore: () => Promise<void>;
  refetch: () => void;
  markRead: (node: Pick<NotificationNode, 'id' | 'is_readed'>) => Promise<void>;
  markAllRead: () => Promise<void>;
  markingAll: boolean;
  /** The last mark-read action failed. */
  actionFailed: boolean;
};

/**
 * MainMenuNotifications (spec §7: v5, cache-and-network): the list shows from cache, then
 * refreshes; more pages come by the last end cursor and the last item's created_timestamp and
 * are merged without duplicates, newest first (the cache field policy,
 * lib/client/notifications/cache-policy.ts). Marking read updates the items and the counts in place.
 */
export function useMainMenuNotifications({ skip = false }: { skip?: boolean } = {}): MainMenuNotifications {
  const client = useApolloClient();
  const { data, loading, error, fetchMore, refetch } = useQuery(
    MainMenuNotificationsDocument,
    skip
      ? skipToken
      : {
          variables: { first: NOTIFICATIONS_PAGE_SIZE },
          fetchPolicy: 'cache-and-network',
          nextFetchPolicy: 'cache-first',
          ssr: false,
          context: V5,
        },
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const [actionFailed, setActionFailed] = useState(false);
  const page = data?.notifications ?? null;
  const nodes = useMemo(() => (page ? page.edges.map((edge) => edge.node) : []), [page]);
  const next = nextPageVariables(page, (edge) => edge.node.created_timestamp);

  const loadMore = useCallback(async () => {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { first: NOTIFICATIONS_PAGE_SIZE, after: next.after, created_timestamp: next.created_timestamp } });
    } catch {
      // The error is logged by the link chain; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, next, loadingMore]);

  const markRead = useCallback(
    async (node: Pick<NotificationNode, 'id' | 'is_readed'>) => {
      if (node.is_readed) return;
      setActionFailed(false);
      try {
        await client.mutate({
          mutation: MarkNotificationAsReadDocument,
          variables: { id: node.id },
          context: V5,
          update: (cache, { data: result }) => {
            if (result?.markNotificationAsRead.success) writeCounts(cache, result.markNotificationAsRead);
          },
        });
      } catch {
        setActionFailed(true);
      }
    },
    [client],
  );

  const markAllRead = useCallback(async () => {
    setActionFailed(false);
    setMarkingAll(true);
    try {
      await client.mutate({
        mutation: MarkAllNotificationsAsReadDocument,
        context: V5,
        update: (cache, { data: result }) => {
          if (!result?.markAllNotificationsAsRead.success) return;
          for (const node of nodes) {
            const id = cache.identify({ __typename: 'Notification', id: node.id });
            if (id) cache.modify({ id, fields: { is_readed: () => true } });
          }
          writeCounts(cache, result.markAllNotificationsAsRead);
        },
      });
    } catch {
      setActionFailed(true);
    } finally {
      setMarkingAll(false);
    }
  }, [client, nodes]);

  return {
    page,
    nodes,
    loading: !skip && loading && !page,
    error: error ?? null,
    loadingMore,
    hasMore: next !== null,
    loadMore,
    refetch: () => void refetch().catch(() => {}),
    markRead,
    markAllRead,
    markingAll,
    actionFailed,
  };
}

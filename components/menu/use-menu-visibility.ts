'use client';

import { useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { NotificationsAccessDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/apollo/context';
import { visibleMenuItems, type MenuItemKey, type MenuLayoutFlags } from '@/lib/menu/menu-visibility';
import { NOTIFICATIONS_FLAG } from '@/lib/notifications/constants';
import { menuUserView, type MenuUserView } from '@/lib/roles';
import { useCurrentUser, type CurrentUserState } from '@/lib/stores/current-user-store';

const V5 = clientContext('v5');

export type MenuVisibility = {
  state: CurrentUserState;
  view: MenuUserView;
  visible: ReadonlySet<MenuItemKey>;
};

/**
 * What the menu shows, from visibleMenuItems (lib/menu) and nothing else: the user view of the
 * current-user store, the page's layout flags and the academy buckets the server read. The two
 * notification facts the client cannot know from `me` (the user_notification_web flag and the
 * organisation's higher-education home) come from the same NotificationsAccess query the bell
 * uses (one request, shared through the Apollo cache), so the bell and this set always agree.
 */
export function useMenuVisibility({ academyBucketCount, layout }: { academyBucketCount: number; layout?: MenuLayoutFlags }): MenuVisibility {
  const state = useCurrentUser();
  const signedIn = state.status === 'authenticated';
  const { data } = useQuery(NotificationsAccessDocument, signedIn ? { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first', ssr: false, context: V5 } : skipToken);
  const access = signedIn ? data?.notificationsAccess : undefined;
  return useMemo(() => {
    const loading = state.status === 'loading';
    const view = menuUserView(state.user, { loading, error: state.status === 'error' });
    const visible = visibleMenuItems({
      user: view,
      loading,
      featureFlags: { [NOTIFICATIONS_FLAG]: access?.flagActive ?? false },
      orgHigherEducationHome: access?.organizationHigherEducationHome ?? false,
      countryPrefix: null,
      academyBucketCount,
      layout,
    });
    return { state, view, visible };
  }, [state, access, academyBucketCount, layout]);
}

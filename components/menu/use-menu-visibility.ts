'use client';

import { useMemo } from 'react';
import { useVisitorCountry } from '@/lib/client/country/use-visitor-country';
import { visibleMenuItems, type MenuItemKey, type MenuLayoutFlags } from '@/lib/domain/menu/menu-visibility';
import { notificationsAccessQuery } from '@/lib/client/notifications/access-query';
import { NOTIFICATIONS_FLAG } from '@/lib/domain/notifications/constants';
import { menuUserView, type MenuUserView } from '@/lib/domain/roles';
import { signedInUserId, useCurrentUser, type CurrentUserState } from '@/lib/client/stores/current-user-store';

export type MenuVisibility = {
  state: CurrentUserState;
  view: MenuUserView;
  visible: ReadonlySet<MenuItemKey>;
};

/**
 * What the menu shows, from visibleMenuItems (lib/domain/menu) and nothing else: the user view of the
 * current-user store, the page's layout flags and the academy buckets the server read. The two
 * notification facts the client cannot know from `me` (the user_notification_web flag and the
 * organisation's higher-education home) come from the same NotificationsAccess query the bell
 * uses (one request per user, shared through lib/client/notifications/access-query, without Apollo), so the bell and this set always agree.
 */
export function useMenuVisibility({ academyBucketCount, layout }: { academyBucketCount: number; layout?: MenuLayoutFlags }): MenuVisibility {
  const state = useCurrentUser();
  const signedIn = state.status === 'authenticated';
  const { data } = notificationsAccessQuery.use(signedInUserId(state));
  const access = signedIn ? data?.notificationsAccess : undefined;
  const country = useVisitorCountry();
  return useMemo(() => {
    const loading = state.status === 'loading';
    const view = menuUserView(state.user, { loading, error: state.status === 'error' });
    const visible = visibleMenuItems({
      user: view,
      loading,
      featureFlags: { [NOTIFICATIONS_FLAG]: access?.flagActive ?? false },
      orgHigherEducationHome: access?.organizationHigherEducationHome ?? false,
      countryPrefix: country,
      academyBucketCount,
      layout,
    });
    return { state, view, visible };
  }, [state, access, country, academyBucketCount, layout]);
}

'use client';

import { notificationsAccessQuery } from '@/lib/client/notifications/access-query';
import { notificationsVisible } from '@/lib/domain/notifications/visibility';
import { signedInUserId, useCurrentUser } from '@/lib/client/stores/current-user-store';

/**
 * Whether the signed-in user sees notifications (spec §6), decided on the client by the same
 * pure rule as the API (lib/domain/notifications/visibility): the user and their organisation role
 * come from the current-user store, the user_notification_web flag and their organisation's
 * higher-education home from NotificationsAccess (v5, lib/client/notifications/access-query.ts).
 * Nothing is asked for anonymous visitors.
 */
export function useNotificationsAccess(): { visible: boolean; loading: boolean } {
  const state = useCurrentUser();
  const signedIn = state.status === 'authenticated';
  const { data, loading } = notificationsAccessQuery.use(signedInUserId(state));
  const access = data?.notificationsAccess;
  const visible =
    signedIn &&
    access !== undefined &&
    notificationsVisible({
      signedIn,
      flagActive: access.flagActive,
      orgRole: state.user.organization?.myRole ?? null,
      orgHigherEducationHome: access.organizationHigherEducationHome,
    });
  return { visible, loading: state.status === 'loading' || (signedIn && loading && !access) };
}

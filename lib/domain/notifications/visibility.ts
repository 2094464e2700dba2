/**
 * Who sees in-app notifications (spec §6, "Menu rules"):
 *
 *   "Notifications shown only if the user_notification_web flag is active, and hidden for a
 *    member whose organisation role is high-education-member when the higher-education home
 *    flag is on for their organisation."
 *
 * Notifications belong to a signed-in user, so an anonymous visitor never sees them.
 * Pure: the v5 `notifications` API (graphql/modules/notifications) refuses with it and the
 * client (components/notifications) hides the bell and the drawer with it.
 *
 * "Their organisation" is the user's organisation as `me.organization` gives it (the first
 * one they joined); its higher-education home flag is the organisation's
 * `higher_education_home` setting (true for the demo university, universidad-del-sol).
 */
import { HIGH_EDUCATION_MEMBER_ROLE } from './constants';

export type NotificationsVisibilityInput = {
  /** A current user is known (not anonymous, not still loading). */
  signedIn: boolean;
  /** The `user_notification_web` feature flag is active. */
  flagActive: boolean;
  /** The user's organisation role (spec §3 organization.myRole), if any. */
  orgRole?: string | null;
  /** The higher-education home flag of the user's organisation. */
  orgHigherEducationHome?: boolean | null;
};

/** Why notifications are hidden, or 'visible'. */
export type NotificationsGate = 'visible' | 'anonymous' | 'flagOff' | 'higherEducation';

/** The rule with its reason, so the API can say why it refuses. Checked in the spec's order. */
export function notificationsGate(input: NotificationsVisibilityInput): NotificationsGate {
  if (!input.signedIn) return 'anonymous';
  if (!input.flagActive) return 'flagOff';
  if (input.orgRole === HIGH_EDUCATION_MEMBER_ROLE && input.orgHigherEducationHome === true) return 'higherEducation';
  return 'visible';
}

/** True when the notifications drawer (and its bell) is shown (spec §6). */
export function notificationsVisible(input: NotificationsVisibilityInput): boolean {
  return notificationsGate(input) === 'visible';
}

/**
 * Notification constants (spec §9 and the notifications API).
 *
 * Spec §9: "The notification page size is an imported constant whose value is not shown. The
 * notification drawer is identified by a key, page name 'Notification Page', constant 9."
 * The page size is the menu's page size of spec §9 ("Menu: page size 10").
 */

/** Notifications per page of the drawer (MainMenuNotifications `first`). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** `first` accepts 1..50 on the API; anything else is a translated BAD_USER_INPUT error. */
export const NOTIFICATIONS_MIN_FIRST = 1;
export const NOTIFICATIONS_MAX_FIRST = 50;

/** The drawer's key among the menu's drawers (spec §9 "constant 9"). */
export const NOTIFICATION_DRAWER_KEY = 9;

/** The drawer's page name for analytics (spec §9). */
export const NOTIFICATION_PAGE_NAME = 'Notification Page';

/** The feature flag that shows notifications on the web (spec §6). */
export const NOTIFICATIONS_FLAG = 'user_notification_web';

/** Spec §3 organisation role of a higher-education member (spec §6 notifications rule). */
export const HIGH_EDUCATION_MEMBER_ROLE = 'high-education-member';

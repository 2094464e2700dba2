/**
 * Browser storage keys of the session (spec §3 "Session storage", §4 "Session"). One place,
 * so login, logout, the session sync and the tests agree on every name.
 */
/**
 * localStorage key of the stored user session (`{ token }`), which the GraphQL headers read
 * (lib/domain/graphql/headers.ts). Its home is here, not there: the shell's first load reads
 * these keys without the header code (issue 14 item 3).
 */
export const SESSION_STORAGE_KEY = 'cursalia.session';

/** The signed-in user's original id, stored when the user loads (spec §4). */
export const USER_ORIGINAL_ID_KEY = 'cursalia.userOriginalId';
/** Tracking data of the signed-in user: `{ segment, username }` (spec §4). */
export const TRACKING_DATA_KEY = 'cursalia.tracking';
/** Flag of the admin-dashboard pop-up (already shown); cleared on logout (spec §4). */
export const ADMIN_DASHBOARD_POPUP_KEY = 'cursalia.adminDashboardPopup';
/** Just-logged-in marker: `{ expiresAt }` (ISO date), cleared once past (spec §3). */
export const JUST_LOGGED_IN_KEY = 'cursalia.justLoggedIn';
/** Local flag that enables the Ctrl+Shift+4 UI debugger (spec §2). */
export const UI_DEBUG_FLAG_KEY = 'cursalia.debug.ui';

/** Cookie holding the session identifier (spec §3), 365 days (spec §9). */
export const DISTINCT_ID_COOKIE = 'session_distinct_id';
export const DISTINCT_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Keys left over by earlier versions of the client, removed on logout too. */
export const LEGACY_USER_KEYS = ['cursalia.originalId'] as const;

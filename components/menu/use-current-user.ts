/**
 * The menu's view of the signed-in user. The fetch lives in one shared client store
 * (lib/stores/current-user-store.ts) used by the menu, the auth dialog and the session sync;
 * this module keeps the menu's import path.
 */
export {
  CURRENT_USER_ENDPOINT,
  CURRENT_USER_OPERATION,
  CURRENT_USER_QUERY,
  fetchCurrentUser,
  isAnonymous,
  loadCurrentUser,
  refreshCurrentUser,
  useCurrentUser,
  userLabel,
  type CurrentUser,
  type CurrentUserState,
} from '@/lib/stores/current-user-store';

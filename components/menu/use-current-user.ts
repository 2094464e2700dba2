/**
 * The menu's view of the signed-in user. The fetch lives in one shared client store
 * (lib/client/stores/current-user-store.ts) used by the menu, the auth dialog and the session sync;
 * this module keeps the menu's import path.
 */
export { isAnonymous, userLabel } from '@/lib/client/stores/current-user-store';

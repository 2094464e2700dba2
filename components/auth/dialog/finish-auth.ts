import { safeNextPath } from '@/lib/domain/paths/next-path';
import { navigationAfterAuth } from '@/lib/domain/session/rules';
import { authDialogStore, closeAuthDialog } from '@/lib/client/stores/auth-dialog-store';
import { refreshCurrentUser } from '@/lib/client/stores/current-user-store';

export interface FinishAuthDeps {
  /** Refetches the app's client data for the new user (Apollo `resetStore`). */
  resetClientData?: () => Promise<unknown>;
  navigate?: (url: string) => void;
  currentPathAndSearch?: () => string;
}

/**
 * After a login or registration in the dialog: a visitor who was asked for the basic data
 * continues to that form; otherwise the dialog closes (keeping a pending course for the page
 * that asked for it) and the user goes to `next`, or stays and is refreshed in place.
 */
export async function finishAuth(next: string | null, deps: FinishAuthDeps = {}): Promise<void> {
  if (authDialogStore.getState().view === 'basicData') {
    await refreshCurrentUser();
    return;
  }
  closeAuthDialog({ force: true, keepPendingCourse: true });
  const here = deps.currentPathAndSearch?.() ?? `${window.location.pathname}${window.location.search}`;
  const target = navigationAfterAuth(next, here, safeNextPath);
  if (target) {
    (deps.navigate ?? ((url: string) => window.location.assign(url)))(target);
    return;
  }
  await refreshCurrentUser();
  await deps.resetClientData?.().catch(() => undefined);
}

/**
 * Pure rules of the auth dialog: which view shows for a user state, its size on the grid, and
 * the 'Render Signup' analytics event (spec §2, §9). Unit-tested; the components only render.
 */
import type { ActivityInput } from '@/lib/client/analytics/track-activity';
import type { AuthDialogState, AuthDialogView } from '@/lib/client/stores/auth-dialog-store';
import type { TrackingData } from '@/lib/domain/session/rules';
import type { DialogSize } from '@/lib/domain/ui/ui-constants';

export type UserStatus = 'loading' | 'anonymous' | 'authenticated' | 'error';
export type ShownView = AuthDialogView | 'loading';

/**
 * The view to show: login and register for visitors; a signed-in user asked to log in sees who
 * they are (user data); the basic-data form and user data need a user, so visitors are asked
 * to log in first. While the user loads, those two show a spinner.
 */
export function shownView(requested: AuthDialogView, status: UserStatus): ShownView {
  if (requested === 'basicData' || requested === 'userData') {
    if (status === 'authenticated') return requested;
    return status === 'loading' ? 'loading' : 'login';
  }
  return status === 'authenticated' ? 'userData' : requested;
}

/** Dialog sizes and their grid widths are the UI kit's (lib/domain/ui); re-exported for this dialog's callers. */
export type { DialogSize } from '@/lib/domain/ui/ui-constants';
export { dialogMaxWidth, dialogPaperSx } from '@/lib/domain/ui/dialog-size';

export function dialogSizeFor(view: ShownView): DialogSize {
  return view === 'register' ? 'm' : 's';
}

/** The dialog ignores an outside click when its size is full (spec §4 "Other"). */
export function ignoresBackdropClick(size: DialogSize, fullScreen: boolean): boolean {
  return size === 'full' || fullScreen;
}

export const RENDER_SIGNUP_EVENT = 'Render Signup';

/** The 'Render Signup' event (spec §2): source page, source component and type 'Popup'. */
export function renderSignupActivity(
  state: Pick<AuthDialogState, 'sourcePage' | 'sourceComponent' | 'promo'>,
  tracking: TrackingData | null,
): ActivityInput {
  return {
    eventType: RENDER_SIGNUP_EVENT,
    pageIdentifier: state.sourcePage,
    data: {
      source_page: state.sourcePage ?? null,
      source_component: state.sourceComponent ?? null,
      type: 'Popup',
      promo: state.promo,
    },
    segment: tracking?.segment ?? null,
    username: tracking?.username ?? null,
  };
}

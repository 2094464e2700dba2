import { documentLocale } from '@/lib/client/i18n/lazy-namespace';
import { loadAuthMessages } from '../auth-messages';

/**
 * The auth dialog is loaded lazily (spec §2): its chunk is fetched when it first opens, or
 * earlier by `preloadAuthDialog()` (pointer or focus on a login or register link).
 * A failed preload is logged (spec §8) and retried on the next call.
 */
export const PRELOAD_ERROR_MESSAGE = 'Error preloading login/register modal';

type AuthDialogModule = typeof import('./AuthDialog');

let modulePromise: Promise<AuthDialogModule> | null = null;

/**
 * The dialog's chunk, with Apollo, MUI's theme and the `auth` texts of the page's language (its
 * forms use them; the page loads none of them: issue 14).
 */
export function loadAuthDialogModule(): Promise<AuthDialogModule> {
  modulePromise ??= Promise.all([
    import('./AuthDialog'),
    import('@/components/providers/WithApollo'),
    import('@/components/providers/WithMui'),
    loadAuthMessages(documentLocale()),
  ]).then(([dialog]) => dialog).catch((error: unknown) => {
    modulePromise = null; // let the next attempt try again
    throw error;
  });
  return modulePromise;
}

/** Fetches the dialog's chunk ahead of time; resolves false (and logs) when that fails. */
export function preloadAuthDialog(load: () => Promise<unknown> = loadAuthDialogModule): Promise<boolean> {
  return load().then(
    () => true,
    (error: unknown) => {
      console.error(PRELOAD_ERROR_MESSAGE, error);
      return false;
    },
  );
}

'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { closeAuthDialog, installAuthDialogGlobals, showRegister, useAuthDialogStore } from '@/lib/client/stores/auth-dialog-store';
import { isAnonymous, useCurrentUser } from '@/lib/client/stores/current-user-store';
import { withApolloChunk } from '@/components/providers/lazy-with-apollo';
import { Spinner } from '@/components/ui/Spinner';
import { LazyNamespaceMessages } from '@/components/i18n/LazyNamespaceMessages';
import { loadAuthMessages } from '../auth-messages';
import { ChunkErrorBoundary } from './ChunkErrorDialog';
import styles from './AuthDialogHost.module.css';
import { loadAuthDialogModule } from './lazy-auth-dialog';

// The dialog comes wrapped in Apollo (its forms and social login use it) and MUI's theme (the
// shell mounts none, issue 14), both loaded with its chunk.
const LazyAuthDialog = lazy(withApolloChunk<object>(() => loadAuthDialogModule().then((m) => ({ default: m.AuthDialog }))));

/** `promo=true` in the page address opens the promo register view (spec §2). */
export function hasPromoParam(search: string): boolean {
  try {
    return new URLSearchParams(search).get('promo') === 'true';
  } catch {
    return false;
  }
}

/**
 * Mounts the auth dialog for every page: exposes the global show/close functions on
 * `window.__cursaliaAuth`, opens the promo register view when the address asks for it, and
 * renders the lazily loaded dialog once it has been opened (kept mounted afterwards for its
 * closing transition).
 */
export function AuthDialogHost() {
  const open = useAuthDialogStore((s) => s.open);
  const userState = useCurrentUser();
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);

  useEffect(() => installAuthDialogGlobals(), []);

  const anonymous = isAnonymous(userState);
  useEffect(() => {
    if (!anonymous) return;
    if (hasPromoParam(window.location.search)) {
      showRegister({ promo: true, sourcePage: window.location.pathname, sourceComponent: 'PromoLink' });
      return;
    }
    // No preload on idle: the dialog's chunk (MUI, Apollo, the forms) is ~100 KB gzip whose
    // evaluation is a long task on a phone, right when the page should answer taps (issue 14,
    // Lighthouse TBT). The login and register links preload it on pointer or focus instead
    // (AuthLinks), and a dialog opened before its chunk arrives shows the spinner below.
  }, [anonymous]);

  if (!mounted) return null;
  return (
    <ChunkErrorBoundary onClose={() => closeAuthDialog()}>
      <Suspense
        fallback={
          open ? (
            <div className={styles.backdrop}>
              <Spinner size={40} />
            </div>
          ) : null
        }
      >
        <LazyNamespaceMessages namespace="auth" load={loadAuthMessages}>
          <LazyAuthDialog />
        </LazyNamespaceMessages>
      </Suspense>
    </ChunkErrorBoundary>
  );
}

'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import a11y from '@/components/ui/a11y.module.css';
import { withIntlChunk } from '@/components/i18n/lazy-with-intl';
import type { MenuItemKey } from '@/lib/domain/menu/menu-visibility';
import type { CurrentUserState } from '@/lib/client/stores/current-user-store';
import { AuthLinks } from './AuthLinks';
import { isAnonymous } from './use-current-user';
import styles from './Menu.module.css';

// Signed-in users only: anonymous visitors never download the user menu (issue 14).
const UserMenu = lazy(withIntlChunk(() => import('./UserMenu')));

/** A signed-in user's menu button's place (112 × 36) while its chunk arrives. */
function UserAreaPlaceholder() {
  return <span aria-hidden className={styles.placeholder} />;
}

/**
 * The user part of the menu bar. The user is fetched on the client only (spec §7): while it
 * loads a placeholder shows; anonymous visitors get login and register links (spec §6);
 * signed-in users get the user menu (spec §2 user area and account menu). `loadingShape`: the
 * server's LoadingUserShape, which keeps the place of an anonymous visitor's links.
 */
export function UserArea({ state, visible, loadingShape }: { state: CurrentUserState; visible: ReadonlySet<MenuItemKey>; loadingShape: ReactNode }) {
  const t = useShellTranslations('menu');
  if (state.status === 'loading') {
    return (
      <div role="status" className={styles.status}>
        {loadingShape}
        <span className={a11y.visuallyHidden}>{t('loadingUser')}</span>
      </div>
    );
  }
  if (isAnonymous(state) || !state.user) {
    // Register is hidden at xs, where it is in the drawer instead.
    return <AuthLinks registerClassName={styles.registerInBar} visible={visible} />;
  }
  if (!visible.has('userMenu')) return null;
  // The placeholder keeps the bar's footprint while the menu's chunk arrives.
  return (
    <Suspense fallback={<UserAreaPlaceholder />}>
      <UserMenu user={state.user} visible={visible} />
    </Suspense>
  );
}


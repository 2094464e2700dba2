'use client';

import type { MouseEvent } from 'react';
import { useShellLocale } from '@/components/i18n/ShellIntl';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { preloadAuthDialog } from '@/components/auth/dialog/lazy-auth-dialog';
import { useAuthPagesMode } from '@/components/auth/use-auth-pages-mode';
import { useNextParam } from '@/components/auth/use-next-param';
import { usePathname } from '@/lib/client/i18n/localized-router';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { DEFAULT_AFTER_LOGIN_PATH } from '@/lib/domain/paths/next-path';
import { showLogin, showRegister } from '@/lib/client/stores/auth-dialog-store';
import { ButtonLink } from './ButtonLink';
import { LOGIN_PATH, REGISTER_PATH, withQuery } from './menu-links';
import { useReturnTo } from './use-return-to';
import styles from './Menu.module.css';

interface AuthLinksProps {
  /** Stacked full-width buttons (drawer) instead of an inline pair (menu bar). */
  stacked?: boolean;
  /** Extra class of the register button in the menu bar (e.g. hidden where it is too narrow). */
  registerClassName?: string;
  onNavigate?: () => void;
  /** What visibleMenuItems shows (spec §6 "Register and login buttons for anonymous users"). */
  visible?: ReadonlySet<string>;
}

/** A click the browser should handle itself: another button, or a modifier for a new tab or window. */
export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * 'Iniciar sesión' and 'Regístrate' for anonymous visitors (spec §6). They stay real links to
 * /entrar/?next=… and /registro/?next=… (the current path and query, spec §2) for crawlers,
 * new tabs and the all-access marathon (when the flag is on they are pages); otherwise a plain
 * click opens the auth dialog in the login or register view instead.
 */
export function AuthLinks({ stacked = false, registerClassName, onNavigate, visible }: AuthLinksProps) {
  const t = useShellTranslations('menu');
  const locale = useShellLocale();
  const pathname = usePathname();
  const next = useReturnTo();
  const pageNext = useNextParam();
  const mode = useAuthPagesMode();
  const sourceComponent = stacked ? 'MenuDrawer' : 'MainMenu';

  const open = (view: 'login' | 'register') => (event: MouseEvent<HTMLElement>) => {
    onNavigate?.();
    if (mode === 'pages' || !isPlainLeftClick(event)) return;
    event.preventDefault();
    // On the auth pages themselves there is no return address: their own `next`, else home.
    const target = next ?? pageNext ?? localizedPath(DEFAULT_AFTER_LOGIN_PATH, locale);
    (view === 'login' ? showLogin : showRegister)({ next: target, sourcePage: pathname, sourceComponent });
  };
  const preload = () => {
    if (mode === 'dialog') void preloadAuthDialog();
  };

  const shows = (key: 'login' | 'register') => !visible || visible.has(key);
  return (
    <div className={stacked ? `${styles.authLinks} ${styles.authLinksStacked}` : styles.authLinks}>
      {shows('login') ? (
        <ButtonLink
          menuKey="login"
          href={withQuery(LOGIN_PATH, { next })}
          variant={stacked ? 'outlined' : 'text'}
          color={stacked ? 'primary' : 'inherit'}
          onClick={open('login')}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {t('login')}
        </ButtonLink>
      ) : null}
      {shows('register') ? (
        <ButtonLink
          menuKey="register"
          href={withQuery(REGISTER_PATH, { next })}
          variant="contained"
          color="primary"
          onClick={open('register')}
          onPointerEnter={preload}
          onFocus={preload}
          className={stacked ? undefined : registerClassName}
        >
          {t('register')}
        </ButtonLink>
      ) : null}
    </div>
  );
}

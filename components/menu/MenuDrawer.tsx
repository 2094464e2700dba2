'use client';

import { useId } from 'react';
import dynamic from 'next/dynamic';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { Icon } from '@/components/ui/Icon';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import type { MenuData } from '@/lib/domain/menu/menu-data-types';
import { openSubmenu, useSubmenuOpen } from '@/lib/client/menu/menu-store';
import type { MenuItemKey } from '@/lib/domain/menu/menu-visibility';
import type { CurrentUserState } from '@/lib/client/stores/current-user-store';
import styles from './Menu.module.css';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';

/** The drawer's panel: fetched on hover or focus of the hamburger, shown on its first open. */
const loadMenuDrawerPanel = withMuiChunk(() => import('./MenuDrawerPanel'));
const LazyMenuDrawerPanel = dynamic(loadMenuDrawerPanel, { ssr: false, loading: () => null });

/**
 * The hamburger of the left menu drawer (spec §2), at every width, and the drawer itself
 * (MenuDrawerPanel.tsx), which loads with its first open: MUI's modal drawer and the
 * drawer's sections are not in a page's first load (issue 14). Its open state is the shared
 * "which submenu is open" store ('leftDrawer').
 */
export function MenuDrawer({ data, visible, state }: { data: MenuData; visible: ReadonlySet<MenuItemKey>; state: CurrentUserState }) {
  const t = useShellTranslations('menu');
  const open = useSubmenuOpen('leftDrawer');
  const drawerId = useId();
  // The panel (and MUI's drawer) load with the first open and stay mounted to animate closed.
  const wanted = useOpenedOnce(open);

  return (
    <>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.edgeStart}`}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => openSubmenu('leftDrawer')}
        onPointerEnter={() => void loadMenuDrawerPanel()}
        onFocus={() => void loadMenuDrawerPanel()}
      >
        <Icon name="menu" />
      </button>
      {wanted ? <LazyMenuDrawerPanel id={drawerId} data={data} visible={visible} state={state} /> : null}
    </>
  );
}

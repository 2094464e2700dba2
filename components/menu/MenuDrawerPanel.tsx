'use client';

import { useTranslations } from 'next-intl';
import { Drawer } from '@/components/ui/Drawer';
import { SUBMENU_DRAWER_WIDTH } from '@/lib/domain/theme/layout-constants';
import { HELP_CENTER_URL } from '@/lib/domain/footer/footer-links';
import { SPEC_ROUTES } from '@/lib/domain/paths/spec-routes';
import type { MenuData } from '@/lib/domain/menu/menu-data-types';
import { closeSubmenu, useSubmenuOpen } from '@/lib/client/menu/menu-store';
import type { MenuItemKey } from '@/lib/domain/menu/menu-visibility';
import type { CurrentUserState } from '@/lib/client/stores/current-user-store';
import { AuthLinks } from './AuthLinks';
import { AcademiesGroup, BlogCategoriesPanel, DegreesPanel, DRAWER_LANDINGS, DrawerCatalogueGroup, HelpGroup, MenuGroup, MenuLink, ResourcesPanel, SolutionsPanel } from './MenuPanels';
import { NightModeToggle } from './NightSwitch';
import { isAnonymous } from './use-current-user';
import styles from './Menu.module.css';

/**
 * The left menu drawer's panel (spec §2), loaded with its first open (MenuDrawer.tsx keeps the
 * hamburger in the first load): every section of the menu the visitor may see (exactly
 * visibleMenuItems), the night-mode toggle (for everyone, since the bar's switch is hidden by
 * the layout default) and, for visitors, login and register. 375 px wide (spec §9 submenu
 * drawer), 80vw on phones. MUI's modal traps focus, closes on Escape and returns focus to the
 * hamburger. The sections are plain markup (MenuPanels.tsx).
 */
export default function MenuDrawerPanel({ id, data, visible, state }: { id: string; data: MenuData; visible: ReadonlySet<MenuItemKey>; state: CurrentUserState }) {
  const t = useTranslations('menu');
  const open = useSubmenuOpen('leftDrawer');
  const drawerId = id;
  const close = () => closeSubmenu('leftDrawer');
  const p = `${drawerId}-s`;

  return (
    <Drawer
      id={drawerId}
      position="left"
      open={open}
      onClose={close}
      title={t('drawerTitle')}
      closeLabel={t('closeMenu')}
      width={{ xs: `min(80vw, ${SUBMENU_DRAWER_WIDTH}px)`, sm: SUBMENU_DRAWER_WIDTH }}
    >
      <div onClick={(e) => ((e.target as HTMLElement).closest('a') ? close() : undefined)} className={styles.drawerBody}>
        {isAnonymous(state) ? <AuthLinks stacked visible={visible} onNavigate={close} /> : null}
        <nav aria-label={t('drawer.navigation')} className={styles.drawerNav}>
          {visible.has('catalogueDropdown') ? <DrawerCatalogueGroup data={data} idPrefix={p} newCoursesHref={SPEC_ROUTES.newCourses} /> : null}
          {visible.has('academies') ? <AcademiesGroup data={data} idPrefix={p} /> : null}
          {visible.has('degreesDropdown') ? (
            <section data-menu-key="degreesDropdown" aria-label={t('submenus.degrees')}>
              <DegreesPanel data={data} showProgrammes={visible.has('microdegrees')} idPrefix={`${p}-degrees`} />
            </section>
          ) : null}
          {visible.has('solutionsMenu') ? (
            <section data-menu-key="solutionsMenu" aria-label={t('submenus.solutions')}>
              <SolutionsPanel idPrefix={`${p}-solutions`} />
            </section>
          ) : null}
          {visible.has('resources') ? (
            <section data-menu-key="resources" aria-label={t('submenus.resources')}>
              <ResourcesPanel data={data} idPrefix={`${p}-resources`} />
            </section>
          ) : null}
          {visible.has('blogCategories') ? (
            <section data-menu-key="blogCategories" aria-label={t('submenus.blogCategories')}>
              <BlogCategoriesPanel data={data} idPrefix={`${p}-blog`} />
            </section>
          ) : null}
          <MenuGroup id={`${p}-for-you`} title={t('drawer.forYou')}>
            {DRAWER_LANDINGS.filter((l) => visible.has(l.key)).map((l) => (
              <MenuLink key={l.key} href={l.href} menuKey={l.key}>
                {t(l.label)}
              </MenuLink>
            ))}
          </MenuGroup>
          {visible.has('helpCenter') ? <HelpGroup idPrefix={p} helpCenterUrl={HELP_CENTER_URL} /> : null}
        </nav>
        <hr className={styles.divider} />
        <NightModeToggle />
      </div>
    </Drawer>
  );
}

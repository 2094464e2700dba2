'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { Drawer } from '@/components/ui/Drawer';
import { SUBMENU_DRAWER_WIDTH } from '@/lib/theme/layout-constants';
import { HELP_CENTER_URL } from '@/lib/footer/footer-links';
import { SPEC_ROUTES } from '@/lib/paths/spec-routes';
import type { MenuData } from '@/lib/menu/menu-data-types';
import { closeSubmenu, openSubmenu, useSubmenuOpen } from '@/lib/menu/menu-store';
import type { MenuItemKey } from '@/lib/menu/menu-visibility';
import type { CurrentUserState } from '@/lib/stores/current-user-store';
import { AuthLinks } from './AuthLinks';
import { BlogCategoriesPanel, DegreesPanel, MenuGroup, MenuLink, ResourcesPanel, SolutionsPanel } from './MenuPanels';
import { NightModeToggle } from './NightSwitch';
import { isAnonymous } from './use-current-user';

/** Links of the drawer that are plain landings, with their visibility key (spec §2, §6). */
const LANDINGS: { key: MenuItemKey; label: string; href: string }[] = [
  { key: 'mentorLanding', label: 'links.mentors', href: SPEC_ROUTES.mentors },
  { key: 'premiumLanding', label: 'links.persons', href: SPEC_ROUTES.premium },
  { key: 'businessLanding', label: 'links.companies', href: SPEC_ROUTES.businessPlans },
  { key: 'higherEducation', label: 'links.higherEducation', href: SPEC_ROUTES.higherEducation },
];

/**
 * The left menu drawer (spec §2), at every width: every section of the menu the visitor may
 * see (exactly visibleMenuItems), the night-mode toggle (for everyone, since the bar's switch
 * is hidden by the layout default) and, for visitors, login and register. 375 px wide
 * (spec §9 submenu drawer), 80vw on phones. Its open state is the shared "which submenu is
 * open" store ('leftDrawer'); MUI's modal traps focus, closes on Escape and returns focus to
 * the hamburger.
 */
export function MenuDrawer({ data, visible, state }: { data: MenuData; visible: ReadonlySet<MenuItemKey>; state: CurrentUserState }) {
  const t = useTranslations('menu');
  const open = useSubmenuOpen('leftDrawer');
  const drawerId = useId();
  const close = () => closeSubmenu('leftDrawer');
  const p = `${drawerId}-s`;

  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => openSubmenu('leftDrawer')}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        id={drawerId}
        position="left"
        open={open}
        onClose={close}
        title={t('drawerTitle')}
        closeLabel={t('closeMenu')}
        width={{ xs: `min(80vw, ${SUBMENU_DRAWER_WIDTH}px)`, sm: SUBMENU_DRAWER_WIDTH }}
      >
        <Box onClick={(e) => ((e.target as HTMLElement).closest('a') ? close() : undefined)} sx={{ px: 2, pb: 2, display: 'grid', gap: 2 }}>
          {isAnonymous(state) ? <AuthLinks stacked visible={visible} onNavigate={close} /> : null}
          <Box component="nav" aria-label={t('drawer.navigation')} sx={{ display: 'grid', gap: 2 }}>
            {visible.has('catalogueDropdown') ? (
              <MenuGroup id={`${p}-catalogue`} title={t('submenus.catalogue')} menuKey="catalogueDropdown">
                <MenuLink href="/cursos-online/?all=true">{t('links.allCourses')}</MenuLink>
                <MenuLink href={SPEC_ROUTES.newCourses}>{t('links.newCourses')}</MenuLink>
                {data.categories.map((c) => (
                  <MenuLink key={c.slug} href={c.href}>
                    {c.label}
                  </MenuLink>
                ))}
              </MenuGroup>
            ) : null}
            {visible.has('academies') ? (
              <MenuGroup id={`${p}-academies`} title={t('catalogue.academies')} menuKey="academies">
                {data.academies.map((a) => (
                  <MenuLink key={a.slug} href={a.href} secondary={t('catalogue.learningPaths', { count: a.learningPaths })}>
                    {a.label}
                  </MenuLink>
                ))}
              </MenuGroup>
            ) : null}
            {visible.has('degreesDropdown') ? (
              <Box component="section" data-menu-key="degreesDropdown" aria-label={t('submenus.degrees')}>
                <DegreesPanel data={data} showProgrammes={visible.has('microdegrees')} idPrefix={`${p}-degrees`} />
              </Box>
            ) : null}
            {visible.has('solutionsMenu') ? (
              <Box component="section" data-menu-key="solutionsMenu" aria-label={t('submenus.solutions')}>
                <SolutionsPanel idPrefix={`${p}-solutions`} />
              </Box>
            ) : null}
            {visible.has('resources') ? (
              <Box component="section" data-menu-key="resources" aria-label={t('submenus.resources')}>
                <ResourcesPanel data={data} idPrefix={`${p}-resources`} />
              </Box>
            ) : null}
            {visible.has('blogCategories') ? (
              <Box component="section" data-menu-key="blogCategories" aria-label={t('submenus.blogCategories')}>
                <BlogCategoriesPanel data={data} idPrefix={`${p}-blog`} />
              </Box>
            ) : null}
            <MenuGroup id={`${p}-for-you`} title={t('drawer.forYou')}>
              {LANDINGS.filter((l) => visible.has(l.key)).map((l) => (
                <MenuLink key={l.key} href={l.href} menuKey={l.key}>
                  {t(l.label)}
                </MenuLink>
              ))}
            </MenuGroup>
            {visible.has('helpCenter') ? (
              <MenuGroup id={`${p}-help`} title={t('drawer.help')} menuKey="helpCenter">
                <MenuLink href={HELP_CENTER_URL}>{t('links.helpCenter')}</MenuLink>
                <MenuLink href="/preguntas-frecuentes/">{t('links.faqs')}</MenuLink>
              </MenuGroup>
            ) : null}
          </Box>
          <Divider />
          <NightModeToggle />
        </Box>
      </Drawer>
    </>
  );
}

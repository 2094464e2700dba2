'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import { CartMenuButton } from '@/components/cart/CartMenuButton';
import { usePathname } from '@/lib/i18n/navigation';
import { BREAKPOINTS, MUI_BREAKPOINT_VALUES } from '@/lib/theme/breakpoints';
import { MIDDLE_POPPER_WIDTH, NAV_HEIGHT, NAV_Z_INDEX, SCROLL_THROTTLE_MS } from '@/lib/theme/layout-constants';
import { learnerPaths } from '@/lib/paths/learner-paths';
import { SPEC_ROUTES } from '@/lib/paths/spec-routes';
import { isDegreeStudent, isPremium } from '@/lib/roles';
import type { MenuData } from '@/lib/menu/menu-data-types';
import { breakpointOf, isShrunk, menuOverlayVisible, throttle } from '@/lib/menu/menu-rules';
import { closeAllSubmenus, closeSubmenu, escapeSubmenus, openSubmenu, useOpenSubmenu } from '@/lib/menu/menu-store';
import type { MenuLayoutFlags } from '@/lib/menu/menu-visibility';
import { BrandLogo } from './BrandLogo';
import { ButtonLink } from './ButtonLink';
import { MenuDrawer } from './MenuDrawer';
import { MenuDropdown } from './MenuDropdown';
import { BlogCategoriesPanel, CataloguePanel, DegreesPanel, ResourcesPanel, SolutionsPanel } from './MenuPanels';
import { NightSwitch } from './NightSwitch';
import { RenewalReminder } from './RenewalReminder';
import { UserArea } from './UserArea';
import { useMenuVisibility } from './use-menu-visibility';

/** Set on <html> by the search button while its overlay is open (components/search/SearchMenuButton). */
const SEARCH_OPEN_ATTRIBUTE = 'data-search-open';

export type MenuBarProps = {
  data: MenuData;
  layout?: MenuLayoutFlags;
  /** The notifications bell (NotificationsBellButton with its texts; renders nothing when hidden). */
  notifications: ReactNode;
  /** The server-rendered search entry (SearchMenuEntry). */
  search: ReactNode;
};

const middlePanel = { left: '50%', transform: 'translateX(-50%)', width: `min(${MIDDLE_POPPER_WIDTH}px, calc(100vw - 32px))` };

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current breakpoint (xs on the server: the overlay is never shown there). */
function useBreakpoint() {
  return useSyncExternalStore(subscribeResize, () => breakpointOf(window.innerWidth, MUI_BREAKPOINT_VALUES), () => 'xs' as const);
}

/** Spec §9: the bar shrinks once the page scrolls, the scroll handler throttled at 100 ms. */
function useShrunk(): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const onScroll = throttle(() => setShrunk(isShrunk(window.scrollY)), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return shrunk;
}

/**
 * The client part of the main menu bar (spec §2). Everything it shows is visibleMenuItems
 * (lib/menu) for the current user, the layout flags and the server's menu data; which submenu
 * is open lives in the shared menu store. Escape closes any submenu but search; a route change
 * closes them all; the overlay follows menuOverlayVisible.
 */
export function MenuBar({ data, layout, notifications, search }: MenuBarProps) {
  const t = useTranslations('menu');
  const { state, view, visible } = useMenuVisibility({ academyBucketCount: data.academyBucketCount, layout });
  const open = useOpenSubmenu();
  const breakpoint = useBreakpoint();
  const shrunk = useShrunk();
  const pathname = usePathname();
  const user = state.status === 'authenticated' ? state.user : null;

  useEffect(() => closeAllSubmenus(), [pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapeSubmenus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Search is one of the submenus: when its overlay opens, whatever else was open closes.
  useEffect(() => {
    const root = document.documentElement;
    const sync = () => (root.hasAttribute(SEARCH_OPEN_ATTRIBUTE) ? openSubmenu('search') : closeSubmenu('search'));
    const observer = new MutationObserver(sync);
    observer.observe(root, { attributes: true, attributeFilter: [SEARCH_OPEN_ATTRIBUTE] });
    return () => observer.disconnect();
  }, []);

  const home = learnerPaths({ user }).home;
  const org = user?.organization ?? null;
  const overlay = menuOverlayVisible(open, breakpoint);

  return (
    <Box
      component="header"
      data-shrunk={shrunk ? 'true' : undefined}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: NAV_Z_INDEX,
        height: shrunk ? { xs: NAV_HEIGHT.xs, sm: NAV_HEIGHT.xs } : NAV_HEIGHT,
        transition: 'height 150ms ease-out, box-shadow 150ms',
        boxShadow: shrunk ? 3 : 0,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          height: '100%',
          maxWidth: BREAKPOINTS.lg,
          mx: 'auto',
          px: { xs: 1, sm: 2, md: 3 },
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1 },
        }}
      >
        <MenuDrawer data={data} visible={visible} state={state} />
        <BrandLogo
          home={home}
          b2bOrganization={view.isB2B && org ? { name: org.name, logo: org.logo, logoHeader: org.logoHeader, darkModeLogo: org.configuration?.darkModeLogo } : null}
          premium={isPremium(user)}
          degree={isDegreeStudent(user)}
        />
        <Box component="nav" aria-label={t('mainNavigation')} sx={{ display: { xs: 'none', lg: 'block' }, ml: 1, minWidth: 0 }}>
          <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}>
            {visible.has('catalogueDropdown') ? (
              <li>
                <MenuDropdown submenu="catalogue" menuKey="catalogueDropdown" label={t('submenus.catalogue')} panelSx={middlePanel}>
                  <CataloguePanel data={data} showAcademies={visible.has('academies')} idPrefix="menu-catalogue" />
                </MenuDropdown>
              </li>
            ) : null}
            {visible.has('solutionsMenu') ? (
              <li>
                <MenuDropdown submenu="solutions" menuKey="solutionsMenu" label={t('submenus.solutions')} panelSx={middlePanel}>
                  <SolutionsPanel idPrefix="menu-solutions" />
                </MenuDropdown>
              </li>
            ) : null}
            {visible.has('degreesDropdown') ? (
              <li>
                <MenuDropdown submenu="degrees" menuKey="degreesDropdown" label={t('submenus.degrees')} panelSx={middlePanel}>
                  <DegreesPanel data={data} showProgrammes={visible.has('microdegrees')} idPrefix="menu-degrees" />
                </MenuDropdown>
              </li>
            ) : null}
            {visible.has('resources') ? (
              <li>
                <MenuDropdown submenu="resources" menuKey="resources" label={t('submenus.resources')} panelSx={middlePanel}>
                  <ResourcesPanel data={data} idPrefix="menu-resources" />
                </MenuDropdown>
              </li>
            ) : null}
            {visible.has('blogCategories') ? (
              <li>
                <MenuDropdown submenu="blogCategories" menuKey="blogCategories" label={t('submenus.blogCategories')} panelSx={middlePanel}>
                  <BlogCategoriesPanel data={data} idPrefix="menu-blog" />
                </MenuDropdown>
              </li>
            ) : null}
            {visible.has('mentorLanding') ? <BarLink href={SPEC_ROUTES.mentors} menuKey="mentorLanding" label={t('links.mentors')} /> : null}
            {visible.has('premiumLanding') ? <BarLink href={SPEC_ROUTES.premium} menuKey="premiumLanding" label={t('links.persons')} /> : null}
            {visible.has('businessLanding') ? <BarLink href={SPEC_ROUTES.businessPlans} menuKey="businessLanding" label={t('links.companies')} /> : null}
            {visible.has('higherEducation') ? <BarLink href={SPEC_ROUTES.higherEducation} menuKey="higherEducation" label={t('links.higherEducation')} /> : null}
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {user ? <RenewalReminder membership={user.membership} compact sx={{ display: { xs: 'none', md: 'inline-flex' } }} /> : null}
        {visible.has('search') ? (
          <Box data-menu-key="search" sx={{ display: 'inline-flex' }}>
            {search}
          </Box>
        ) : null}
        {visible.has('nightSwitch') ? <NightSwitch /> : null}
        {visible.has('cart') ? (
          <Box component="span" data-menu-key="cart" sx={{ display: 'inline-flex' }}>
            <CartMenuButton />
          </Box>
        ) : null}
        {visible.has('notifications') ? (
          <NotificationsSlot>{notifications}</NotificationsSlot>
        ) : null}
        <UserArea state={state} visible={visible} />
      </Box>
      {/* Spec §2 menu overlay: under the bar, over the page; a click on it closes the submenu. */}
      <Box
        data-testid="menu-overlay"
        aria-hidden
        hidden={!overlay}
        onClick={() => closeAllSubmenus()}
        sx={{ position: 'fixed', inset: 0, zIndex: -1, bgcolor: 'rgba(15, 10, 30, 0.45)', '&[hidden]': { display: 'none' } }}
      />
    </Box>
  );
}

/**
 * Holds the bell (a server entry, so no callback can be passed to it) and tells the menu store
 * when its drawer opens or closes, from the bell's own aria-expanded: the notifications drawer
 * is one of the submenus of spec §2 (and shows the overlay).
 */
function NotificationsSlot({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    const sync = () => {
      const expanded = slot.querySelector('button[aria-expanded]')?.getAttribute('aria-expanded') === 'true';
      if (expanded) openSubmenu('notifications');
      else closeSubmenu('notifications');
    };
    const observer = new MutationObserver(sync);
    observer.observe(slot, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded'] });
    return () => {
      observer.disconnect();
      closeSubmenu('notifications');
    };
  }, []);
  return (
    <Box component="span" ref={ref} data-menu-key="notifications" sx={{ display: 'inline-flex' }}>
      {children}
    </Box>
  );
}

function BarLink({ href, label, menuKey }: { href: string; label: string; menuKey: string }) {
  return (
    <li>
      <ButtonLink
        href={href}
        match={href}
        menuKey={menuKey}
        sx={{ px: 1, minWidth: 0, whiteSpace: 'nowrap', fontWeight: 600, '&[aria-current="page"]': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: 6 } }}
      >
        {label}
      </ButtonLink>
    </li>
  );
}

'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { CartMenuButton } from '@/components/cart/CartMenuButton';
import { withIntlChunk } from '@/components/i18n/lazy-with-intl';
import { usePathname } from '@/lib/client/i18n/localized-router';
import { MUI_BREAKPOINT_VALUES } from '@/lib/domain/theme/breakpoints';
import { SCROLL_THROTTLE_MS } from '@/lib/domain/theme/layout-constants';
import { SPEC_ROUTES } from '@/lib/domain/paths/spec-routes';
import { isDegreeStudent, isPremium } from '@/lib/domain/roles';
import { breakpointOf, isShrunk, menuOverlayVisible, throttle } from '@/lib/domain/menu/menu-rules';
import { closeAllSubmenus, closeSubmenu, escapeSubmenus, openSubmenu, useOpenSubmenu } from '@/lib/client/menu/menu-store';
import type { MenuData } from '@/lib/domain/menu/menu-data-types';
import type { MenuItemKey, MenuLayoutFlags } from '@/lib/domain/menu/menu-visibility';
import { isPlainLeftClick } from './AuthLinks';
import { BrandLogo } from './BrandLogo';
import type { RenewalReminder as RenewalReminderPart } from './RenewalReminder';
import { ButtonLink } from './ButtonLink';
import { MenuDrawer } from './MenuDrawer';
import { MenuDropdown } from './MenuDropdown';
import type { BarPanelName } from './MenuBarPanel';
import { useBarPanels } from './bar-panels';
import { NightSwitch } from './NightSwitch';
import { UserArea } from './UserArea';
import { MENU_ITEM_ATTRIBUTE } from './menu-item';
import { useMenuVisibility } from './use-menu-visibility';
import { useLearnerHome } from './use-learner-home';
import styles from './Menu.module.css';

// Members only (a membership's renewal days): anonymous visitors never download it (issue 14).
const RenewalReminder = lazy(withIntlChunk<ComponentProps<typeof RenewalReminderPart>>(() => import('./RenewalReminder').then((m) => ({ default: m.RenewalReminder }))));

/** The bar's dropdowns of links, in order, with their visibility key and `menu` label key. */
const BAR_DROPDOWNS: readonly { submenu: BarPanelName; menuKey: MenuItemKey; label: string }[] = [
  { submenu: 'catalogue', menuKey: 'catalogueDropdown', label: 'submenus.catalogue' },
  { submenu: 'solutions', menuKey: 'solutionsMenu', label: 'submenus.solutions' },
  { submenu: 'degrees', menuKey: 'degreesDropdown', label: 'submenus.degrees' },
  { submenu: 'resources', menuKey: 'resources', label: 'submenus.resources' },
  { submenu: 'blogCategories', menuKey: 'blogCategories', label: 'submenus.blogCategories' },
];

/** Set on <html> by the search button while its overlay is open (components/search/SearchMenuButton). */
const SEARCH_OPEN_ATTRIBUTE = 'data-search-open';

export type MenuBarProps = {
  /** The submenus' data the server read (cached, lib/server/loaders/menu-data.ts). */
  data: MenuData;
  layout?: MenuLayoutFlags;
  /** The notifications bell (NotificationsBellButton with its texts; renders nothing when hidden). */
  notifications: ReactNode;
  /** The server-rendered search entry (SearchMenuEntry). */
  search: ReactNode;
  /**
   * What keeps its place while the user loads (MainMenuBar, reservedWhileLoading): the cart
   * button's, and the user area's shape (LoadingUserShape), so nothing moves when `me` answers.
   */
  loadingReserve: { cart: boolean; user: ReactNode };
};

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
 * (lib/domain/menu) for the current user, the layout flags and the server's menu data; which submenu
 * is open lives in the shared menu store. Escape closes any submenu but search; a route change
 * closes them all; the overlay follows menuOverlayVisible.
 */
export function MenuBar({ data, layout, notifications, search, loadingReserve }: MenuBarProps) {
  const t = useShellTranslations('menu');
  const { state, view, visible } = useMenuVisibility({ academyBucketCount: data.academyBucketCount, layout });
  const open = useOpenSubmenu();
  const breakpoint = useBreakpoint();
  const shrunk = useShrunk();
  const pathname = usePathname();
  const router = useRouter();
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

  const home = useLearnerHome(user);
  const org = user?.organization ?? null;
  const overlay = menuOverlayVisible(open, breakpoint);
  const middle = styles.middlePanel;
  const [Panel, ensurePanels] = useBarPanels();
  // A dropdown opened some other way than its trigger gets its content too.
  useEffect(() => {
    if (!Panel && BAR_DROPDOWNS.some((d) => d.submenu === open)) void ensurePanels();
  }, [Panel, open, ensurePanels]);

  // The submenus' links are plain <a> (MenuPanels.tsx, in the server HTML): a plain click on one of
  // this site's navigates on the client, like a Link would (the drawer's clicks bubble here
  // through its portal). Other clicks (new tab, external, already handled) are the browser's.
  const followMenuLink = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest<HTMLAnchorElement>(`a[${MENU_ITEM_ATTRIBUTE}]`);
    if (!anchor || !isPlainLeftClick(event) || anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    router.push(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };

  return (
    <header className={styles.bar} data-shrunk={shrunk ? 'true' : undefined} onClick={followMenuLink}>
      <div className={styles.inner}>
        <MenuDrawer data={data} visible={visible} state={state} />
        <BrandLogo
          home={home}
          b2bOrganization={view.isB2B && org ? { name: org.name, logo: org.logo, logoHeader: org.logoHeader, darkModeLogo: org.configuration?.darkModeLogo } : null}
          premium={isPremium(user)}
          degree={isDegreeStudent(user)}
        />
        <nav aria-label={t('mainNavigation')} className={styles.nav}>
          <ul className={styles.navList}>
            {BAR_DROPDOWNS.filter((d) => visible.has(d.menuKey)).map((d) => (
              <li key={d.submenu}>
                <MenuDropdown submenu={d.submenu} menuKey={d.menuKey} label={t(d.label)} panelClassName={middle} beforeOpen={ensurePanels}>
                  {Panel ? <Panel name={d.submenu} data={data} visible={visible} /> : null}
                </MenuDropdown>
              </li>
            ))}
            {visible.has('mentorLanding') ? <BarLink href={SPEC_ROUTES.mentors} menuKey="mentorLanding" label={t('links.mentors')} /> : null}
            {visible.has('premiumLanding') ? <BarLink href={SPEC_ROUTES.premium} menuKey="premiumLanding" label={t('links.persons')} /> : null}
            {visible.has('businessLanding') ? <BarLink href={SPEC_ROUTES.businessPlans} menuKey="businessLanding" label={t('links.companies')} /> : null}
            {visible.has('higherEducation') ? <BarLink href={SPEC_ROUTES.higherEducation} menuKey="higherEducation" label={t('links.higherEducation')} /> : null}
          </ul>
        </nav>
        <div className={styles.spacer} />
        {user?.membership ? (
          <Suspense fallback={null}>
            <RenewalReminder membership={user.membership} compact className={styles.renewalInBar} />
          </Suspense>
        ) : null}
        {visible.has('search') ? (
          <div data-menu-key="search" className={styles.slot}>
            {search}
          </div>
        ) : null}
        {visible.has('nightSwitch') ? <NightSwitch /> : null}
        {visible.has('cart') ? (
          <span data-menu-key="cart" className={styles.slot}>
            <CartMenuButton />
          </span>
        ) : loadingReserve.cart && state.status === 'loading' ? (
          <span aria-hidden className={styles.iconReserve} />
        ) : null}
        {visible.has('notifications') ? <NotificationsSlot>{notifications}</NotificationsSlot> : null}
        <UserArea state={state} visible={visible} loadingShape={loadingReserve.user} />
      </div>
      {/* Spec §2 menu overlay: under the bar, over the page; a click on it closes the submenu. */}
      <div data-testid="menu-overlay" aria-hidden hidden={!overlay} onClick={() => closeAllSubmenus()} className={styles.overlay} />
    </header>
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
    <span ref={ref} data-menu-key="notifications" className={styles.slot}>
      {children}
    </span>
  );
}

function BarLink({ href, label, menuKey }: { href: string; label: string; menuKey: string }) {
  return (
    <li>
      <ButtonLink href={href} match={href} menuKey={menuKey} className={styles.barLink}>
        {label}
      </ButtonLink>
    </li>
  );
}

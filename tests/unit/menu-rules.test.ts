/** Pure rules of the main menu (lib/domain/menu/menu-rules.ts) and its shared store (spec §2, §9). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterEscape,
  breakpointOf,
  isShrunk,
  menuLogoType,
  menuOverlayVisible,
  nextFocusIndex,
  remainingDays,
  renewalReminderDays,
  RENEWAL_REMINDER_DAYS,
  SUBMENU_KEYS,
  throttle,
  toggleSubmenu,
} from '@/lib/domain/menu/menu-rules';
import { closeAllSubmenus, closeSubmenu, escapeSubmenus, menuStore, openSubmenu, toggleMenuSubmenu } from '@/lib/client/menu/menu-store';
import { MUI_BREAKPOINT_VALUES } from '@/lib/domain/theme/breakpoints';

describe('spec §2: only one submenu at a time', () => {
  it('opening one replaces another; toggling the open one closes it', () => {
    expect(toggleSubmenu(null, 'catalogue')).toBe('catalogue');
    expect(toggleSubmenu('catalogue', 'degrees')).toBe('degrees');
    expect(toggleSubmenu('degrees', 'degrees')).toBeNull();
  });
  it('Escape closes any submenu except search', () => {
    for (const key of SUBMENU_KEYS) expect(afterEscape(key)).toBe(key === 'search' ? 'search' : null);
    expect(afterEscape(null)).toBeNull();
  });
  it('the shared store applies the same transitions', () => {
    closeAllSubmenus();
    openSubmenu('catalogue');
    toggleMenuSubmenu('resources');
    expect(menuStore.getState().open).toBe('resources');
    closeSubmenu('catalogue'); // a stale close leaves the open one alone
    expect(menuStore.getState().open).toBe('resources');
    toggleMenuSubmenu('resources');
    expect(menuStore.getState().open).toBeNull();
    openSubmenu('search');
    escapeSubmenus();
    expect(menuStore.getState().open).toBe('search');
    openSubmenu('userMenu');
    escapeSubmenus();
    expect(menuStore.getState().open).toBeNull();
  });
});

describe('spec §2: the menu overlay', () => {
  it('is visible for the catalogue, solutions, degrees, left drawer and notifications drawer', () => {
    for (const key of ['catalogue', 'solutions', 'degrees', 'leftDrawer', 'notifications'] as const) {
      for (const bp of ['sm', 'md', 'lg', 'xl'] as const) expect(menuOverlayVisible(key, bp)).toBe(true);
    }
  });
  it('shows for the user menu only at sm', () => {
    expect(menuOverlayVisible('userMenu', 'sm')).toBe(true);
    for (const bp of ['xs', 'md', 'lg', 'xl'] as const) expect(menuOverlayVisible('userMenu', bp)).toBe(false);
  });
  it('is hidden at xs, with nothing open, and for resources, blog categories and search', () => {
    for (const key of SUBMENU_KEYS) expect(menuOverlayVisible(key, 'xs')).toBe(false);
    expect(menuOverlayVisible(null, 'lg')).toBe(false);
    for (const key of ['resources', 'blogCategories', 'search'] as const) expect(menuOverlayVisible(key, 'lg')).toBe(false);
  });
  it('reads the breakpoint from the width on the spec §9 scale (sm 768, md 1024, lg 1366, xl 1920)', () => {
    expect(breakpointOf(375, MUI_BREAKPOINT_VALUES)).toBe('xs');
    expect(breakpointOf(767, MUI_BREAKPOINT_VALUES)).toBe('xs');
    expect(breakpointOf(768, MUI_BREAKPOINT_VALUES)).toBe('sm');
    expect(breakpointOf(1024, MUI_BREAKPOINT_VALUES)).toBe('md');
    expect(breakpointOf(1366, MUI_BREAKPOINT_VALUES)).toBe('lg');
    expect(breakpointOf(1920, MUI_BREAKPOINT_VALUES)).toBe('xl');
  });
});

describe('keyboard moves inside a submenu', () => {
  it('ArrowDown / ArrowUp move and wrap; Home / End jump; other keys do nothing', () => {
    expect(nextFocusIndex(-1, 4, 'ArrowDown')).toBe(0);
    expect(nextFocusIndex(-1, 4, 'ArrowUp')).toBe(3);
    expect(nextFocusIndex(1, 4, 'ArrowDown')).toBe(2);
    expect(nextFocusIndex(3, 4, 'ArrowDown')).toBe(0);
    expect(nextFocusIndex(0, 4, 'ArrowUp')).toBe(3);
    expect(nextFocusIndex(2, 4, 'Home')).toBe(0);
    expect(nextFocusIndex(0, 4, 'End')).toBe(3);
    expect(nextFocusIndex(0, 4, 'Enter')).toBeNull();
    expect(nextFocusIndex(0, 0, 'ArrowDown')).toBeNull();
  });
});

describe('spec §2: the renewal reminder', () => {
  const today = new Date('2026-03-10T15:00:00Z');
  it('counts whole calendar days to the expire date', () => {
    expect(remainingDays('2026-03-15', today)).toBe(5);
    expect(remainingDays('2026-03-10', today)).toBe(0);
    expect(remainingDays('2026-03-09', today)).toBe(-1);
    expect(remainingDays('not a date', today)).toBeNull();
  });
  it(`shows within ${RENEWAL_REMINDER_DAYS} days, today included, and not after the end or for an auto-renewing subscription`, () => {
    expect(renewalReminderDays({ expireDate: '2026-03-15' }, today)).toBe(5);
    expect(renewalReminderDays({ expireDate: '2026-03-10' }, today)).toBe(0);
    expect(renewalReminderDays({ expireDate: '2026-03-25' }, today)).toBe(15);
    expect(renewalReminderDays({ expireDate: '2026-03-26' }, today)).toBeNull();
    expect(renewalReminderDays({ expireDate: '2026-03-09' }, today)).toBeNull();
    expect(renewalReminderDays(null, today)).toBeNull();
    expect(renewalReminderDays({}, today)).toBeNull();
  });
});

describe('spec §2: the logo type', () => {
  const base = { pathname: '/', b2bWithOrganization: false, premium: false, degree: false };
  it('b2b for organisation members, whatever the page', () => {
    expect(menuLogoType({ ...base, pathname: '/blog/', b2bWithOrganization: true })).toBe('b2b');
  });
  it('premium, live, blog and microdegree by section, in every language', () => {
    expect(menuLogoType({ ...base, pathname: '/premium/' })).toBe('premium');
    expect(menuLogoType({ ...base, pathname: '/pt/live/' })).toBe('live');
    expect(menuLogoType({ ...base, pathname: '/blog/categoria/negocios/' })).toBe('blog');
    expect(menuLogoType({ ...base, pathname: '/learn/microdegree/' })).toBe('microdegree');
    expect(menuLogoType({ ...base, pathname: '/panel/mis-cursos/microdegree/' })).toBe('microdegree');
  });
  it('degree students and premium members keep theirs elsewhere; default otherwise', () => {
    expect(menuLogoType({ ...base, degree: true })).toBe('microdegree');
    expect(menuLogoType({ ...base, premium: true })).toBe('premium');
    expect(menuLogoType(base)).toBe('default');
    expect(menuLogoType({ ...base, pathname: '/blogger/' })).toBe('default');
  });
});

describe('spec §9: the scroll-shrinking bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('shrinks once scrolled', () => {
    expect(isShrunk(0)).toBe(false);
    expect(isShrunk(40)).toBe(true);
  });
  it('throttles the handler at most once per interval and keeps the last call', () => {
    const seen: number[] = [];
    const fn = throttle((y: number) => seen.push(y), 100, () => Date.now());
    fn(1);
    fn(2);
    fn(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(150);
    fn(4);
    expect(seen).toEqual([1, 3, 4]);
    fn(5);
    fn.cancel();
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([1, 3, 4]);
  });
});

/**
 * Pure rules of the main menu (spec §2 behaviour, §9 constants): the overlay, the keyboard
 * moves inside a submenu, the renewal reminder, the logo type and the scroll-shrinking bar.
 * The components in components/menu call these; tests/unit/menu-rules.test.ts takes them one
 * by one.
 */
import type { BreakpointKey } from '@/lib/domain/theme/breakpoints';

/**
 * What can be open in the menu, one at a time (spec §2 "Only one submenu is active at a
 * time"): the dropdowns of the bar, the left drawer, the notifications drawer, the user menu
 * and search.
 */
export const SUBMENU_KEYS = ['catalogue', 'solutions', 'degrees', 'resources', 'blogCategories', 'leftDrawer', 'notifications', 'userMenu', 'search'] as const;
export type SubmenuKey = (typeof SUBMENU_KEYS)[number];

/** Transitions of "which submenu is open": opening replaces, toggling the open one closes it. */
export function toggleSubmenu(current: SubmenuKey | null, key: SubmenuKey): SubmenuKey | null {
  return current === key ? null : key;
}

/** Spec §2 "Escape closes any submenu except search." */
export function afterEscape(current: SubmenuKey | null): SubmenuKey | null {
  return current === 'search' ? current : null;
}

const OVERLAY_SUBMENUS: ReadonlySet<SubmenuKey> = new Set(['catalogue', 'solutions', 'degrees', 'leftDrawer', 'notifications']);

/**
 * Spec §2 "The menu overlay is visible when the catalogue, solutions, degrees, left drawer or
 * notifications drawer is open, or the user menu is open at the sm breakpoint. It is hidden at
 * xs." `breakpoint` is the current MUI breakpoint; xs is below 768 px here, since MUI's xs
 * starts at 0 (lib/domain/theme/breakpoints.ts).
 */
export function menuOverlayVisible(open: SubmenuKey | null, breakpoint: BreakpointKey): boolean {
  if (open === null || breakpoint === 'xs') return false;
  if (OVERLAY_SUBMENUS.has(open)) return true;
  return open === 'userMenu' && breakpoint === 'sm';
}

/** The breakpoint of a viewport width on the spec §9 scale (xs below 768, sm from 768, …). */
export function breakpointOf(width: number, points: Record<BreakpointKey, number>): BreakpointKey {
  if (width >= points.xl) return 'xl';
  if (width >= points.lg) return 'lg';
  if (width >= points.md) return 'md';
  if (width >= points.sm) return 'sm';
  return 'xs';
}

/**
 * Where focus goes inside an open submenu (spec §9 keys: ArrowDown, ArrowUp, Enter, Escape,
 * Space, Tab): ArrowDown / ArrowUp move and wrap, Home / End jump; -1 (nothing focused yet)
 * goes to the first or, with ArrowUp, the last item. Null for any other key.
 */
export function nextFocusIndex(current: number, count: number, key: string): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The reminder shows from this many days before the membership ends (inclusive). */
export const RENEWAL_REMINDER_DAYS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `expireDate` (both calendar days in UTC, 'YYYY-MM-DD'…). */
export function remainingDays(expireDate: string, today: Date): number | null {
  const end = Date.parse(expireDate.slice(0, 10) + 'T00:00:00Z');
  if (Number.isNaN(end)) return null;
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((end - start) / DAY_MS);
}

/**
 * Spec §2 "A membership renewal reminder showing remaining days": shown to a member whose
 * membership (me.membership.expireDate) ends within RENEWAL_REMINDER_DAYS, today included;
 * not once it has ended (the renewal page takes over), not for an active subscription that
 * renews by itself.
 */
export function renewalReminderDays(
  membership: { expireDate?: string | null; isSubscription?: boolean | null; isSubscriptionCanceled?: boolean | null } | null | undefined,
  today: Date,
): number | null {
  if (!membership?.expireDate) return null;
  const days = remainingDays(membership.expireDate, today);
  if (days === null || days < 0 || days > RENEWAL_REMINDER_DAYS) return null;
  return days;
}

/** Spec §2 logo types. */
export type MenuLogoType = 'b2b' | 'premium' | 'microdegree' | 'live' | 'blog' | 'default';

function section(pathname: string): string {
  const parts = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  if (parts[0] === 'pt' || parts[0] === 'en' || parts[0] === 'es') parts.shift();
  return parts.join('/');
}

/**
 * Spec §2 "It varies by type: b2b (the organisation's own logo …), premium, microdegree,
 * live, blog or default." An organisation member always sees their organisation's logo;
 * otherwise the page's section decides (premium landing, live sessions, blog, the
 * micro-degree areas), and premium members and degree students keep their logo elsewhere.
 */
export function menuLogoType(input: { pathname: string; b2bWithOrganization: boolean; premium: boolean; degree: boolean }): MenuLogoType {
  if (input.b2bWithOrganization) return 'b2b';
  const path = section(input.pathname);
  if (path === 'premium' || path.startsWith('premium/')) return 'premium';
  if (path === 'live' || path.startsWith('live/')) return 'live';
  if (path === 'blog' || path.startsWith('blog/')) return 'blog';
  if (/(^|\/)microdegree(\/|$)/.test(path)) return 'microdegree';
  if (input.degree) return 'microdegree';
  if (input.premium) return 'premium';
  return 'default';
}

/** The bar shrinks (72 → 56 px from sm) once the page has scrolled past this many pixels. */
export const SHRINK_SCROLL_Y = 8;

export function isShrunk(scrollY: number): boolean {
  return scrollY > SHRINK_SCROLL_Y;
}

/**
 * A leading + trailing throttle (spec §9 "scroll handler throttled at 100 ms"): `fn` runs at
 * once, then at most once per `ms`, and the last call in a burst is never lost.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = () => Date.now()) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - now();
    if (wait <= 0 && timer === null) return run(args);
    pending = args;
    if (timer === null) {
      timer = setTimeout(() => {
        timer = null;
        if (pending) {
          const p = pending;
          pending = null;
          run(p);
        }
      }, Math.max(0, wait));
    }
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

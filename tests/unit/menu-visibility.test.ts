/** Spec §6 "Menu rules" and §2 layout defaults, rule by rule (lib/domain/menu/menu-visibility.ts). */
import { describe, expect, it } from 'vitest';
import { LAYOUT_DEFAULTS, reservedWhileLoading, visibleMenuItems, type MenuContext } from '@/lib/domain/menu/menu-visibility';
import { menuUserView, type MenuUserView } from '@/lib/domain/roles/views';

const anonymous: MenuUserView = {
  isPremium: false, isAnonymous: true, isPAYG: false, isB2B: false, isB2BAdmin: false, isB2BOnlyPanel: false, isB2BAllCatalog: false, hasInboxAccess: false, isMentor: false, organization: null,
};
const payg: MenuUserView = { ...anonymous, isAnonymous: false, isPAYG: true };
const premium: MenuUserView = { ...anonymous, isAnonymous: false, isPremium: true, hasInboxAccess: true };
const mentor: MenuUserView = { ...anonymous, isAnonymous: false, isMentor: true, hasInboxAccess: true };
const b2bMember: MenuUserView = { ...anonymous, isAnonymous: false, isB2B: true, isB2BAllCatalog: true, hasInboxAccess: true, organization: { slug: 'acme', name: 'Acme', myRole: 'member' } };
const b2bPanelOnly: MenuUserView = { ...b2bMember, isB2BAllCatalog: false, isB2BOnlyPanel: true };
const b2bPanelOnlyAdmin: MenuUserView = { ...b2bPanelOnly, isB2BAdmin: true, organization: { slug: 'acme', name: 'Acme', myRole: 'admin' } };

function ctx(user: MenuUserView, extra: Partial<MenuContext> = {}): MenuContext {
  return { user, loading: false, featureFlags: { user_notification_web: true }, orgHigherEducationHome: false, countryPrefix: null, academyBucketCount: 3, ...extra };
}
const sees = (c: MenuContext, key: Parameters<ReturnType<typeof visibleMenuItems>['has']>[0]) => visibleMenuItems(c).has(key);

describe('spec §6 menu rules', () => {
  it('admin dashboard link for B2B admins only', () => {
    expect(sees(ctx(b2bPanelOnlyAdmin), 'adminDashboard')).toBe(true);
    expect(sees(ctx(b2bMember), 'adminDashboard')).toBe(false);
    expect(sees(ctx(payg), 'adminDashboard')).toBe(false);
  });
  it('premium landing link and cart for anonymous or PAYG users', () => {
    for (const u of [anonymous, payg]) {
      expect(sees(ctx(u), 'premiumLanding')).toBe(true);
      expect(sees(ctx(u), 'cart')).toBe(true);
    }
    for (const u of [premium, b2bMember, mentor]) {
      expect(sees(ctx(u), 'premiumLanding')).toBe(false);
      expect(sees(ctx(u), 'cart')).toBe(false);
    }
  });
  it('B2B landing link when not loading and not B2B', () => {
    expect(sees(ctx(payg), 'businessLanding')).toBe(true);
    expect(sees(ctx(payg, { loading: true }), 'businessLanding')).toBe(false);
    expect(sees(ctx(b2bMember), 'businessLanding')).toBe(false);
  });
  it('register and login buttons for anonymous users', () => {
    expect(sees(ctx(anonymous), 'register') && sees(ctx(anonymous), 'login')).toBe(true);
    expect(sees(ctx(payg), 'register') || sees(ctx(payg), 'login')).toBe(false);
  });
  it('catalogue dropdown hidden for B2B-only-panel users unless admins', () => {
    expect(sees(ctx(b2bPanelOnly), 'catalogueDropdown')).toBe(false);
    expect(sees(ctx(b2bPanelOnlyAdmin), 'catalogueDropdown')).toBe(true);
    expect(sees(ctx(b2bMember), 'catalogueDropdown')).toBe(true);
  });
  it('degrees dropdown hidden for B2B-only-panel, B2B-all-catalog and microdegree-restricted cases', () => {
    expect(sees(ctx(b2bPanelOnly), 'degreesDropdown')).toBe(false);
    expect(sees(ctx(b2bMember), 'degreesDropdown')).toBe(false);
    expect(sees(ctx(payg, { microdegreeRestricted: true }), 'degreesDropdown')).toBe(false);
    expect(sees(ctx(payg), 'degreesDropdown')).toBe(true);
  });
  it('academies only if buckets exist', () => {
    expect(sees(ctx(anonymous, { academyBucketCount: 0 }), 'academies')).toBe(false);
    expect(sees(ctx(anonymous, { academyBucketCount: 1 }), 'academies')).toBe(true);
  });
  it('mentor landing hidden for premium users', () => {
    expect(sees(ctx(premium), 'mentorLanding')).toBe(false);
    expect(sees(ctx(payg), 'mentorLanding')).toBe(true);
  });
  it('micro-degrees hidden for the Brazil country prefix', () => {
    expect(sees(ctx(anonymous, { countryPrefix: 'br' }), 'microdegrees')).toBe(false);
    expect(sees(ctx(anonymous, { countryPrefix: 'pe' }), 'microdegrees')).toBe(true);
  });
  it('micro-degree programmes live in the degrees dropdown: hidden wherever it is', () => {
    expect(sees(ctx(b2bMember), 'microdegrees')).toBe(false);
    expect(sees(ctx(payg, { microdegreeRestricted: true }), 'microdegrees')).toBe(false);
  });
  it('leader panel for organisation leaders and admins', () => {
    expect(sees(ctx(b2bPanelOnlyAdmin), 'leaderPanel')).toBe(true);
    expect(sees(ctx({ ...b2bMember, organization: { slug: 'acme', name: 'Acme', myRole: 'leader' } }), 'leaderPanel')).toBe(true);
    expect(sees(ctx(b2bMember), 'leaderPanel')).toBe(false);
    expect(sees(ctx(payg), 'leaderPanel')).toBe(false);
  });
  it('notifications only with user_notification_web, and not for high-education members when the org flag is on', () => {
    expect(sees(ctx(payg), 'notifications')).toBe(true);
    expect(sees(ctx(payg, { featureFlags: {} }), 'notifications')).toBe(false);
    expect(sees(ctx(anonymous), 'notifications')).toBe(false);
    const highEd: MenuUserView = { ...b2bMember, organization: { slug: 'u', name: 'U', myRole: 'high-education-member' } };
    expect(sees(ctx(highEd), 'notifications')).toBe(true);
    expect(sees(ctx(highEd, { orgHigherEducationHome: true }), 'notifications')).toBe(false);
  });
  it('inbox link for users with inbox access who are not premium, or for mentors', () => {
    expect(sees(ctx(b2bMember), 'inbox')).toBe(true);
    expect(sees(ctx(mentor), 'inbox')).toBe(true);
    expect(sees(ctx(premium), 'inbox')).toBe(false);
    expect(sees(ctx({ ...premium, isMentor: true }), 'inbox')).toBe(true);
    expect(sees(ctx(payg), 'inbox')).toBe(false);
  });
  it('saved courses for premium users only', () => {
    expect(sees(ctx(premium), 'savedCourses')).toBe(true);
    expect(sees(ctx(payg), 'savedCourses')).toBe(false);
  });
});

describe('spec §2 layout defaults and flags', () => {
  it('defaults hide interests, night switch, higher-ed link, phone input, blog extras, solutions menu and coins', () => {
    expect(Object.keys(LAYOUT_DEFAULTS).sort()).toEqual(['hideBlogExtras', 'hideCoinsButton', 'hideHigherEdLink', 'hideInterests', 'hideNightSwitch', 'hidePhoneInput', 'hideSolutionsMenu']);
    const items = visibleMenuItems(ctx(anonymous));
    for (const k of ['nightSwitch', 'higherEducation', 'solutionsMenu', 'blogCategories'] as const) expect(items.has(k)).toBe(false);
    expect(items.has('helpCenter')).toBe(true);
  });
  it('a page can show a default-hidden item or hide another one', () => {
    const items = visibleMenuItems(ctx(anonymous, { layout: { hideNightSwitch: false, hideSolutionsMenu: false, hideCategories: true, hideHelpCenterLink: true } }));
    expect(items.has('nightSwitch') && items.has('solutionsMenu')).toBe(true);
    expect(items.has('catalogueDropdown') || items.has('helpCenter')).toBe(false);
  });
});

describe('places kept while the user loads (issue 14 item 6; spec §6 still hides them while loading)', () => {
  const loadingView = menuUserView(null, { loading: true });

  it('keeps the cart, login and register places an anonymous visitor will get, none of them shown yet', () => {
    const c = ctx(loadingView, { loading: true });
    expect([...reservedWhileLoading(c)].sort()).toEqual(['cart', 'login', 'register']);
    // The user in the context plays no part: the places are an anonymous visitor's.
    expect([...reservedWhileLoading(ctx(premium))].sort()).toEqual(['cart', 'login', 'register']);
    for (const key of ['cart', 'login', 'register'] as const) expect(sees(c, key)).toBe(false);
  });

  it('follows the layout flags: no cart place where the layout hides the cart', () => {
    expect([...reservedWhileLoading(ctx(loadingView, { loading: true, layout: { hideCart: true } }))].sort()).toEqual(['login', 'register']);
  });
});

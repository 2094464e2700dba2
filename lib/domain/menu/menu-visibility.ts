/**
 * Which main-menu elements a visitor sees (spec §6 "Menu rules", §2 "Layout defaults"), as one
 * pure function of (user view, feature flags, country, layout). The menu renders exactly what
 * this returns; the unit tests take the rules one by one.
 */
import { menuUserView, type MenuUserView } from '@/lib/domain/roles/views';
import { notificationsVisible as notificationsRule } from '@/lib/domain/notifications/visibility';
import { NOTIFICATIONS_FLAG } from '@/lib/domain/notifications/constants';

/** Spec §2: elements a page layout may hide. Defaults hide the ones listed in LAYOUT_DEFAULTS. */
export type MenuLayoutFlags = {
  hideCategories?: boolean;
  hideHelpCenterLink?: boolean;
  hideInterests?: boolean;
  hideNightSwitch?: boolean;
  hideHigherEdLink?: boolean;
  hidePhoneInput?: boolean;
  hideBlogExtras?: boolean;
  hideSolutionsMenu?: boolean;
  hideCoinsButton?: boolean;
  hideCookiesBanner?: boolean;
  hideTopBanner?: boolean;
  hideSearch?: boolean;
  hideCart?: boolean;
};

/**
 * Spec §2 "Layout defaults hide: interests, night switch, higher-ed link, phone input, blog
 * extras, solutions menu and coins button." A page passes its own flags to change any of them.
 */
export const LAYOUT_DEFAULTS: Readonly<Required<Pick<MenuLayoutFlags, 'hideInterests' | 'hideNightSwitch' | 'hideHigherEdLink' | 'hidePhoneInput' | 'hideBlogExtras' | 'hideSolutionsMenu' | 'hideCoinsButton'>>> = {
  hideInterests: true,
  hideNightSwitch: true,
  hideHigherEdLink: true,
  hidePhoneInput: true,
  hideBlogExtras: true,
  hideSolutionsMenu: true,
  hideCoinsButton: true,
};

export function resolveLayout(flags: MenuLayoutFlags = {}): MenuLayoutFlags {
  return { ...LAYOUT_DEFAULTS, ...flags };
}

export type MenuContext = {
  user: MenuUserView;
  /** The current-user query is still loading. */
  loading: boolean;
  /** Feature flags by key (spec §3 'user_notification_web', …). */
  featureFlags: Readonly<Record<string, boolean>>;
  /** The organisation's higher-education home flag (spec §6 notifications rule). */
  orgHigherEducationHome: boolean;
  /** The country prefix of the links (spec §2), lower case, or null. */
  countryPrefix: string | null;
  /** Academy buckets that exist (spec §6 "Academies shown only if buckets exist"). */
  academyBucketCount: number;
  /** A microdegree restriction applies (spec §6 "microdegree-restricted cases"). */
  microdegreeRestricted?: boolean;
  layout?: MenuLayoutFlags;
};

export type MenuItemKey =
  | 'adminDashboard'
  | 'leaderPanel'
  | 'premiumLanding'
  | 'cart'
  | 'businessLanding'
  | 'register'
  | 'login'
  | 'catalogueDropdown'
  | 'degreesDropdown'
  | 'academies'
  | 'mentorLanding'
  | 'microdegrees'
  | 'notifications'
  | 'inbox'
  | 'userMenu'
  | 'savedCourses'
  | 'solutionsMenu'
  | 'helpCenter'
  | 'higherEducation'
  | 'nightSwitch'
  | 'search'
  | 'resources'
  | 'blogCategories';

/** Every key, in a stable order (tests and the e2e audiences walk it). */
export const MENU_ITEM_KEYS: readonly MenuItemKey[] = [
  'adminDashboard', 'leaderPanel', 'premiumLanding', 'cart', 'businessLanding', 'register', 'login', 'catalogueDropdown', 'degreesDropdown',
  'academies', 'mentorLanding', 'microdegrees', 'notifications', 'inbox', 'userMenu', 'savedCourses', 'solutionsMenu', 'helpCenter',
  'higherEducation', 'nightSwitch', 'search', 'resources', 'blogCategories',
];

/** Spec §6 "Micro-degrees hidden for the Brazil country prefix." */
const NO_MICRODEGREE_COUNTRIES = new Set(['br']);

/** Every rule of spec §6 "Menu rules" (and the layout flags of §2), item by item. */
export function visibleMenuItems(ctx: MenuContext): Set<MenuItemKey> {
  const u = ctx.user;
  const layout = resolveLayout(ctx.layout);
  const signedIn = !u.isAnonymous && !ctx.loading;
  // "Degrees dropdown hidden for B2B-only-panel or B2B-all-catalog users and for microdegree-restricted cases."
  const degreesDropdown = !u.isB2BOnlyPanel && !u.isB2BAllCatalog && !ctx.microdegreeRestricted;
  const rules: Record<MenuItemKey, boolean> = {
    // "Admin dashboard link for B2B admins."
    adminDashboard: u.isB2BAdmin,
    // Spec §2 "Business admin links are built from the organisation slug, plus a leader sub-path":
    // the leader panel is for the organisation's leaders and, like every panel, its admins.
    leaderPanel: u.isB2BAdmin || u.organization?.myRole === 'leader',
    // "Premium landing link and shopping cart for anonymous or PAYG users."
    premiumLanding: u.isAnonymous || u.isPAYG,
    cart: (u.isAnonymous || u.isPAYG) && !layout.hideCart,
    // "B2B landing link when not loading and not B2B."
    businessLanding: !ctx.loading && !u.isB2B,
    // "Register and login buttons for anonymous users."
    register: u.isAnonymous,
    login: u.isAnonymous,
    // "Catalogue dropdown hidden for B2B-only-panel users unless they are admins."
    catalogueDropdown: (!u.isB2BOnlyPanel || u.isB2BAdmin) && !layout.hideCategories,
    degreesDropdown,
    // "Academies shown only if buckets exist."
    academies: ctx.academyBucketCount > 0,
    // "Mentor landing link hidden for premium users."
    mentorLanding: !u.isPremium,
    // "Micro-degrees hidden for the Brazil country prefix." The programmes are the content of the
    // degrees dropdown (spec §2 "Microdegrees: programmes with universities"), so they are never
    // shown where that dropdown is hidden.
    microdegrees: degreesDropdown && !NO_MICRODEGREE_COUNTRIES.has((ctx.countryPrefix ?? '').toLowerCase()),
    // The notifications rule lives with the notifications module (the v5 API refuses with it too).
    notifications: notificationsRule({
      signedIn,
      flagActive: Boolean(ctx.featureFlags[NOTIFICATIONS_FLAG]),
      orgRole: u.organization?.myRole ?? null,
      orgHigherEducationHome: ctx.orgHigherEducationHome,
    }),
    // Spec §6 "The menu shows the inbox link for users with inbox access who are not premium, or for mentors."
    inbox: signedIn && ((u.hasInboxAccess && !u.isPremium) || u.isMentor),
    userMenu: signedIn,
    // Spec §6 "Saving courses: premium users only."
    savedCourses: signedIn && u.isPremium,
    solutionsMenu: !layout.hideSolutionsMenu,
    helpCenter: !layout.hideHelpCenterLink,
    higherEducation: !layout.hideHigherEdLink,
    nightSwitch: !layout.hideNightSwitch,
    search: !layout.hideSearch,
    resources: true,
    // The separate blog-categories submenu of spec §2 (the resources submenu always lists them).
    blogCategories: !layout.hideBlogExtras,
  };
  return new Set(MENU_ITEM_KEYS.filter((k) => rules[k]));
}

/** The bar's items at its right end whose place is kept while the user loads. */
const RESERVED_WHILE_LOADING: readonly MenuItemKey[] = ['cart', 'login', 'register'];

/**
 * While the current user loads, the right-end items an anonymous visitor will get (cart, login,
 * register): the bar keeps their place, invisible, so that the most common viewer of a cached
 * public page sees nothing move when `me` answers (issue 14 item 6: the search button moved 55 px
 * on a phone). Spec §6 still holds: they are not *shown* while loading. Only the page's context
 * plays a part (its layout flags): the user is the anonymous visitor by definition.
 */
export function reservedWhileLoading(ctx: Omit<MenuContext, 'user' | 'loading'>): Set<MenuItemKey> {
  const anonymous = visibleMenuItems({ ...ctx, loading: false, user: menuUserView(null) });
  return new Set(RESERVED_WHILE_LOADING.filter((k) => anonymous.has(k)));
}

/**
 * The entries of the user menu (spec §2 "User area: My courses, My saved courses, My
 * profiles, Administrator panel, Leader panel, mentor chat (label differs for mentors), cart,
 * notifications, feedback" and "Account menu: account, profile, manage account, help, panel,
 * night mode, configuration, mentors, company, logout"), as data: which ones a user gets and
 * where they go. Visibility comes from visibleMenuItems (the keys it returns); paths from
 * lib/domain/paths/learner-paths.ts and the organisation slug.
 */
import { learnerPaths } from '@/lib/domain/paths/learner-paths';
import { SPEC_ROUTES, fillRoute } from '@/lib/domain/paths/spec-routes';
import { profileLabels, type ProfileLabel, type RoleUser } from '@/lib/domain/roles';
import type { MenuItemKey } from './menu-visibility';
import { publicFeedbackUrl } from '@/lib/domain/config/public-env';

/** Address of the feedback entry: a configured form, else an e-mail to the product team. */
export const FEEDBACK_URL: string = publicFeedbackUrl();

export type UserMenuEntry =
  | { kind: 'link'; id: UserEntryId; href: string; external?: boolean; menuKey?: MenuItemKey; countryPrefixed?: true }
  | { kind: 'action'; id: 'manageAccount' | 'nightMode' }
  | { kind: 'profiles'; id: 'profiles'; labels: ProfileLabel[] };

export type UserEntryId =
  | 'myCourses'
  | 'savedCourses'
  | 'profiles'
  | 'adminPanel'
  | 'leaderPanel'
  | 'mentorChat'
  | 'cart'
  | 'notifications'
  | 'feedback'
  | 'account'
  | 'profile'
  | 'manageAccount'
  | 'help'
  | 'panel'
  | 'nightMode'
  | 'configuration'
  | 'mentors'
  | 'company'
  | 'logout';

export type UserMenuInput = {
  user: RoleUser | null;
  visible: ReadonlySet<MenuItemKey>;
  helpCenterUrl: string;
};

export type UserMenuSections = { userArea: UserMenuEntry[]; account: UserMenuEntry[] };

/**
 * The role panel of the account menu's "panel" entry: the teacher or mentor dashboard when
 * that panel is enabled for the user (spec §6 features.teacherPanel / mentorPanel), the
 * affiliate dashboard for affiliates, otherwise the learner home.
 */
export function accountPanelPath(user: NonNullable<UserMenuInput['user']>, learnerHome: string): string {
  if (user.isProfessor && user.features?.teacherPanel) return SPEC_ROUTES.teacherDashboard;
  if (user.isMentor && user.features?.mentorPanel) return SPEC_ROUTES.mentorDashboard;
  if (user.isAffiliate) return SPEC_ROUTES.affiliateDashboard;
  return learnerHome;
}

/** Both sections of the user menu for a signed-in user (empty without one). */
export function userMenuSections({ user, visible, helpCenterUrl }: UserMenuInput): UserMenuSections {
  if (!user) return { userArea: [], account: [] };
  const paths = learnerPaths({ user });
  const slug = paths.orgSlug;
  const userArea: UserMenuEntry[] = [{ kind: 'link', id: 'myCourses', href: paths.myCourses }];
  if (visible.has('savedCourses')) userArea.push({ kind: 'link', id: 'savedCourses', href: paths.saved, menuKey: 'savedCourses' });
  userArea.push({ kind: 'profiles', id: 'profiles', labels: profileLabels(user) });
  if (visible.has('adminDashboard') && paths.businessAdmin) userArea.push({ kind: 'link', id: 'adminPanel', href: paths.businessAdmin.panel, menuKey: 'adminDashboard' });
  if (visible.has('leaderPanel') && paths.businessAdmin) userArea.push({ kind: 'link', id: 'leaderPanel', href: paths.businessAdmin.leader, menuKey: 'leaderPanel' });
  if (visible.has('inbox')) userArea.push({ kind: 'link', id: 'mentorChat', href: SPEC_ROUTES.inbox, menuKey: 'inbox' });
  if (visible.has('cart')) userArea.push({ kind: 'link', id: 'cart', href: SPEC_ROUTES.cart });
  if (visible.has('notifications')) userArea.push({ kind: 'link', id: 'notifications', href: SPEC_ROUTES.inbox });
  userArea.push({ kind: 'link', id: 'feedback', href: FEEDBACK_URL, external: true });

  const account: UserMenuEntry[] = [
    { kind: 'link', id: 'account', href: SPEC_ROUTES.settings },
    { kind: 'link', id: 'profile', href: `${SPEC_ROUTES.settings}#settings-profile` },
    { kind: 'action', id: 'manageAccount' },
    // The help centre is per country (lib/domain/country/country-links.ts).
    { kind: 'link', id: 'help', href: helpCenterUrl, external: true, countryPrefixed: true },
    { kind: 'link', id: 'panel', href: accountPanelPath(user, paths.home) },
    { kind: 'action', id: 'nightMode' },
    { kind: 'link', id: 'configuration', href: `${SPEC_ROUTES.settings}#settings-preferences` },
  ];
  if (visible.has('mentorLanding')) account.push({ kind: 'link', id: 'mentors', href: SPEC_ROUTES.mentors });
  if (slug) account.push({ kind: 'link', id: 'company', href: fillRoute('orgLearn', { orgId: slug }) });
  account.push({ kind: 'link', id: 'logout', href: SPEC_ROUTES.logout });
  return { userArea, account };
}

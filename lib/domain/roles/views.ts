/**
 * The role-derived views of the user that spec §3 names (menu, chat support, analytics) and
 * the profile labels of spec §6, all built on lib/domain/roles/flags.
 */
import { isB2B, isB2BAdminRole, isDegreeStudent, isPremium, isPremiumTrial, roleFlags } from './flags';
import type { RoleLoadState, RoleSubject } from './subject';

/** Spec §3 "Menu user view flags". */
export type MenuUserView = {
  isPremium: boolean;
  isAnonymous: boolean;
  isPAYG: boolean;
  isB2B: boolean;
  isB2BAdmin: boolean;
  isB2BOnlyPanel: boolean;
  isB2BAllCatalog: boolean;
  hasInboxAccess: boolean;
  isMentor: boolean;
  organization: { slug: string; name: string; myRole: string } | null;
};

/** Spec §3 "Menu user view flags: isPremium, isAnonymous, isPAYG, isB2B, isB2BAdmin, isB2BOnlyPanel, isB2BAllCatalog, hasInboxAccess, isMentor, organization (slug, name, myRole)." */
export function menuUserView(subject: RoleSubject, state: RoleLoadState = {}): MenuUserView {
  const flags = roleFlags(subject, state);
  const org = subject?.organization ?? null;
  return {
    isPremium: flags.premium,
    isAnonymous: flags.anonymous,
    isPAYG: flags.payg,
    isB2B: flags.b2b,
    isB2BAdmin: flags.b2bAdmin,
    isB2BOnlyPanel: flags.b2bOnlyPanel,
    isB2BAllCatalog: flags.b2bAllCatalog,
    hasInboxAccess: flags.hasInboxAccess,
    isMentor: flags.mentor,
    organization: org ? { slug: org.slug, name: org.name, myRole: org.myRole } : null,
  };
}

/** The role flags of spec §3 "The chat-support view of the user" (isActiveDegree, isB2B, isPremium, isPremiumTrial). */
export type ChatSupportFlags = { isActiveDegree: boolean; isB2B: boolean; isPremium: boolean; isPremiumTrial: boolean };

export function chatSupportFlags(subject: RoleSubject): ChatSupportFlags {
  return { isActiveDegree: isDegreeStudent(subject), isB2B: isB2B(subject), isPremium: isPremium(subject), isPremiumTrial: isPremiumTrial(subject) };
}

/** The role flags of spec §3 "Analytics user view" (isB2B, isPremium, isActiveDegree). */
export type AnalyticsRoleFlags = { isB2B: boolean; isPremium: boolean; isActiveDegree: boolean };

export function analyticsRoleFlags(subject: RoleSubject): AnalyticsRoleFlags {
  return { isB2B: isB2B(subject), isPremium: isPremium(subject), isActiveDegree: isDegreeStudent(subject) };
}

/** Spec §6 "Profile labels: Professor, Mentor, Administrator, Leader, Member, Account." */
export type ProfileLabel = 'professor' | 'mentor' | 'administrator' | 'leader' | 'member' | 'account';

/** The profile label of an organisation role: admins, owners and corporate owners are Administrators. */
export function orgRoleProfileLabel(role: string): 'administrator' | 'leader' | 'member' {
  if (isB2BAdminRole(role)) return 'administrator';
  if (role === 'leader') return 'leader';
  return 'member';
}

/**
 * The profiles a user holds, in the spec's order: Professor (isProfessor), Mentor (isMentor),
 * then the organisation profile (Administrator, Leader or Member, from myRole; a B2B user
 * without an organisation role is a Member), and always Account (the personal account).
 * Empty without a user.
 */
export function profileLabels(subject: RoleSubject): ProfileLabel[] {
  if (subject === null) return [];
  const labels: ProfileLabel[] = [];
  if (subject.isProfessor) labels.push('professor');
  if (subject.isMentor) labels.push('mentor');
  if (subject.organization) labels.push(orgRoleProfileLabel(subject.organization.myRole));
  else if (isB2B(subject)) labels.push('member');
  labels.push('account');
  return labels;
}

/**
 * The message key of an organisation role in the members table and settings ('roles.*'):
 * owners and corporate owners share 'owner'; both read "Administrator" (spec §6 labels).
 */
export function orgRoleLabelKey(role: string): 'owner' | 'admin' | 'leader' | 'member' {
  if (role === 'owner' || role === 'owner-corporation') return 'owner';
  const label = orgRoleProfileLabel(role);
  return label === 'administrator' ? 'admin' : label;
}

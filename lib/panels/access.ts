/**
 * Who may open the role panels and organisation areas (spec §6 "Roles and permissions").
 * Pure rules over plain values, shared by the server pages and any client code.
 */

export type OrgRole = 'owner' | 'owner-corporation' | 'admin' | 'leader' | 'member' | 'high-education-member';

/** Spec §6: "B2B admin: organisation myRole is admin, owner or owner-corporation." */
export const ORG_ADMIN_ROLES: readonly OrgRole[] = ['admin', 'owner', 'owner-corporation'];

export function isOrgAdminRole(role: string | null | undefined): boolean {
  return role !== null && role !== undefined && (ORG_ADMIN_ROLES as readonly string[]).includes(role);
}

/** The organisation learning home: any member of that organisation (role known). */
export function canViewOrgLearning(memberRole: string | null | undefined): boolean {
  return typeof memberRole === 'string' && memberRole.length > 0;
}

/** The organisation admin panel: that organisation's admins, owners and corporate owners. */
export function canViewOrgPanel(memberRole: string | null | undefined): boolean {
  return isOrgAdminRole(memberRole);
}

/** Spec §6: "Feature teacherPanel and mentorPanel gate those panels." */
export function canViewTeacherPanel(user: { featureTeacherPanel: boolean }): boolean {
  return user.featureTeacherPanel;
}

export function canViewMentorPanel(user: { featureMentorPanel: boolean }): boolean {
  return user.featureMentorPanel;
}

/** The affiliate dashboard: users flagged as affiliates (spec §3 isAffiliate). */
export function canViewAffiliatePanel(user: { isAffiliate: boolean }): boolean {
  return user.isAffiliate;
}

/** Profile label of an organisation role (spec §6: Administrator, Leader, Member). */
export function orgRoleLabelKey(role: string): 'owner' | 'admin' | 'leader' | 'member' {
  if (role === 'owner' || role === 'owner-corporation') return 'owner';
  if (role === 'admin') return 'admin';
  if (role === 'leader') return 'leader';
  return 'member';
}

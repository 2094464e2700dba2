/**
 * Who may open the role panels and the organisation areas (spec §2 routes, §6 rules). The
 * spec leaves "exact permission rules behind each dashboard" unstated; these keep the rules
 * the pages shipped with and read them from the same flags as everything else.
 */
import { hasInboxAccess, isB2BAdminRole } from './flags';
import type { RoleSubject, RoleUser } from './subject';

/** /inbox/: spec §6 inbox access. */
export function canViewInbox(subject: RoleSubject): boolean {
  return hasInboxAccess(subject);
}

/** /panel-profesor/: spec §6 "Feature teacherPanel … gate[s] those panels". */
export function canViewTeacherPanel(subject: Pick<RoleUser, 'features'> | null): boolean {
  return subject?.features?.teacherPanel ?? false;
}

/** /mentor/panel/proyectos/: spec §6 "Feature … mentorPanel gate[s] those panels". */
export function canViewMentorPanel(subject: Pick<RoleUser, 'features'> | null): boolean {
  return subject?.features?.mentorPanel ?? false;
}

/** /afiliados/panel/: affiliates (spec §3 isAffiliate). */
export function canViewAffiliatePanel(subject: Pick<RoleUser, 'isAffiliate'> | null): boolean {
  return subject?.isAffiliate ?? false;
}

/**
 * /org/{orgId}/learn/: any member of that organisation. `memberRole` is the user's role in
 * the organisation being opened (a user's `me.organization` is only their first one).
 */
export function canViewOrgLearning(memberRole: string | null | undefined): boolean {
  return typeof memberRole === 'string' && memberRole.length > 0;
}

/** /org/{orgId}/panel/: that organisation's B2B admins (spec §6: admin, owner, owner-corporation). */
export function canViewOrgPanel(memberRole: string | null | undefined): boolean {
  return isB2BAdminRole(memberRole);
}

/** /staff/analytics/: staff only (spec §6 "staff" flag; the spec leaves the dashboard's rule unstated). */
export function canViewAnalyticsDashboard(subject: Pick<RoleUser, 'isStaff'> | null): boolean {
  return subject?.isStaff ?? false;
}

/**
 * What a role in an organisation may do there (spec §6: "B2B admin: organisation myRole is admin,
 * owner or owner-corporation"; "Exact permission rules behind each dashboard: not shown"). The
 * rules the spec leaves open are decided in docs/organizations-and-panels.md. Pure: server pages,
 * GraphQL resolvers and the CSV route all ask these functions with the viewer's role in the
 * organisation being opened (never `me.organization`, which is only the user's first one).
 */
import { isB2BAdminRole } from '@/lib/domain/roles/flags';
import type { OrgRole } from '@/lib/domain/roles/subject';

export const ORG_ROLES: readonly OrgRole[] = ['owner', 'owner-corporation', 'admin', 'leader', 'member', 'high-education-member'];
export const OWNER_ROLES: readonly OrgRole[] = ['owner', 'owner-corporation'];

export function isOrgRole(value: unknown): value is OrgRole {
  return typeof value === 'string' && (ORG_ROLES as readonly string[]).includes(value);
}

export function isOwnerRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && (OWNER_ROLES as readonly string[]).includes(role);
}

/**
 * learn: the organisation learning home and its theme and flags (any member);
 * report: the progress report, its charts and CSV (admins and leaders — a leader's team is every
 * member for now); manage: members, invitations, assignments, settings and the studio (admins).
 */
export type OrgCapability = 'learn' | 'report' | 'manage';

export function hasOrgCapability(role: string | null | undefined, capability: OrgCapability): boolean {
  if (!isOrgRole(role)) return false;
  switch (capability) {
    case 'learn':
      return true;
    case 'report':
      return isB2BAdminRole(role) || role === 'leader';
    case 'manage':
      return isB2BAdminRole(role);
  }
}

/**
 * Roles an admin may invite someone as. Ownership is contractual and never granted by an
 * invitation; the higher-education member role exists only in higher-education organisations.
 */
export type InvitableRole = 'member' | 'high-education-member' | 'leader' | 'admin';

export function invitableRoles(org: { higherEducationHome: boolean }): InvitableRole[] {
  return org.higherEducationHome ? ['member', 'high-education-member', 'leader', 'admin'] : ['member', 'leader', 'admin'];
}

export type RemoveMemberCheck = { ok: true } | { ok: false; reason: 'forbidden' | 'self' | 'notMember' | 'ownerByAdmin' | 'lastOwner' };

/**
 * Removing a member: only managers; never yourself (leave through support, so an organisation is
 * never left without the person who was managing it by accident); an owner only by another owner,
 * and never the last owner.
 */
export function checkRemoveMember(input: {
  actorUserId: number;
  actorRole: string | null;
  targetUserId: number;
  targetRole: string | null;
  ownerCount: number;
}): RemoveMemberCheck {
  if (!hasOrgCapability(input.actorRole, 'manage')) return { ok: false, reason: 'forbidden' };
  if (input.targetRole === null) return { ok: false, reason: 'notMember' };
  if (input.actorUserId === input.targetUserId) return { ok: false, reason: 'self' };
  if (isOwnerRole(input.targetRole)) {
    if (!isOwnerRole(input.actorRole)) return { ok: false, reason: 'ownerByAdmin' };
    if (input.ownerCount <= 1) return { ok: false, reason: 'lastOwner' };
  }
  return { ok: true };
}

/**
 * What the learning home offers a member (spec §3 assignedType): all-catalog organisations show
 * their assignments, their own (studio) courses and the public catalogue; panel-only
 * organisations show members only what is assigned to them. Their admins keep the catalogue and
 * the organisation's courses (spec §6: the catalogue dropdown stays for panel-only admins), so
 * they can choose what to assign.
 */
export function learnScope(assignedType: string, role: string | null): { catalogue: boolean; ownCourses: boolean } {
  if (assignedType === 'all-catalog') return { catalogue: true, ownCourses: true };
  const admin = hasOrgCapability(role, 'manage');
  return { catalogue: admin, ownCourses: admin };
}

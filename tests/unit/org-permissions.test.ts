/** Organisation roles → what they may do (lib/domain/org/permissions.ts; docs/organizations-and-panels.md). */
import { describe, expect, it } from 'vitest';
import { checkRemoveMember, hasOrgCapability, invitableRoles, learnScope } from '@/lib/domain/org/permissions';

describe('organisation capabilities', () => {
  it('learn: any member role; report: admins and leaders; manage: admins (spec §6 B2B admin)', () => {
    const table: Array<[string | null, boolean, boolean, boolean]> = [
      ['owner', true, true, true],
      ['owner-corporation', true, true, true],
      ['admin', true, true, true],
      ['leader', true, true, false],
      ['member', true, false, false],
      ['high-education-member', true, false, false],
      [null, false, false, false],
      ['superuser', false, false, false],
      ['', false, false, false],
    ];
    for (const [role, learn, report, manage] of table) {
      expect([hasOrgCapability(role, 'learn'), hasOrgCapability(role, 'report'), hasOrgCapability(role, 'manage')], String(role)).toEqual([learn, report, manage]);
    }
  });

  it('invitations never grant ownership; the student role only in higher-education organisations', () => {
    expect(invitableRoles({ higherEducationHome: false })).toEqual(['member', 'leader', 'admin']);
    expect(invitableRoles({ higherEducationHome: true })).toContain('high-education-member');
    expect(invitableRoles({ higherEducationHome: true })).not.toContain('owner');
  });
});

describe('removing a member', () => {
  const base = { actorUserId: 1, actorRole: 'admin', targetUserId: 2, targetRole: 'member', ownerCount: 1 };
  it('lets a manager remove a member', () => {
    expect(checkRemoveMember(base)).toEqual({ ok: true });
  });
  it('refuses non-managers, yourself, non-members', () => {
    expect(checkRemoveMember({ ...base, actorRole: 'leader' })).toEqual({ ok: false, reason: 'forbidden' });
    expect(checkRemoveMember({ ...base, actorRole: null })).toEqual({ ok: false, reason: 'forbidden' });
    expect(checkRemoveMember({ ...base, targetUserId: 1, targetRole: 'admin' })).toEqual({ ok: false, reason: 'self' });
    expect(checkRemoveMember({ ...base, targetRole: null })).toEqual({ ok: false, reason: 'notMember' });
  });
  it('owners are removed only by owners, and never the last one', () => {
    expect(checkRemoveMember({ ...base, targetRole: 'owner', ownerCount: 2 })).toEqual({ ok: false, reason: 'ownerByAdmin' });
    expect(checkRemoveMember({ ...base, actorRole: 'owner', targetRole: 'owner-corporation', ownerCount: 1 })).toEqual({ ok: false, reason: 'lastOwner' });
    expect(checkRemoveMember({ ...base, actorRole: 'owner', targetRole: 'owner', ownerCount: 2 })).toEqual({ ok: true });
    // An owner cannot remove themself even when other owners exist.
    expect(checkRemoveMember({ ...base, actorRole: 'owner', targetUserId: 1, targetRole: 'owner', ownerCount: 3 })).toEqual({ ok: false, reason: 'self' });
  });
});

describe('learning scope (spec §3 assignedType)', () => {
  it('all-catalog shows everything; panel-only members see only assignments, their admins keep the catalogue', () => {
    expect(learnScope('all-catalog', 'member')).toEqual({ catalogue: true, ownCourses: true });
    expect(learnScope('panel-only', 'member')).toEqual({ catalogue: false, ownCourses: false });
    expect(learnScope('panel-only', 'leader')).toEqual({ catalogue: false, ownCourses: false });
    expect(learnScope('panel-only', 'admin')).toEqual({ catalogue: true, ownCourses: true });
  });
});

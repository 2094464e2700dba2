import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  categories,
  courses,
  organizationAssignments,
  organizationInvitations,
  organizationMembers,
  organizations,
  skillPaths,
  users,
  type LocalizedText,
} from '@/lib/server/db/schema';
import { checkRemoveMember, OWNER_ROLES } from '@/lib/domain/org/permissions';
import { invitationExpiresAt, isInvitationExpired, isWellFormedInvitationToken, sameEmail } from '@/lib/domain/org/invitations';
import type { OrgSettings } from '@/lib/domain/org/admin-schemas';
import type { OrgRole } from '@/lib/domain/roles/subject';
import type { OrganizationRecord } from './org';

// ---- Invitations ----

export type InvitationRow = typeof organizationInvitations.$inferSelect;
export type InvitationView = { id: number; email: string; role: OrgRole; token: string; createdAt: Date; expiresAt: Date; expired: boolean; invitedBy: string | null };

/** Invitations not accepted yet (pending and expired), newest first. */
export async function listOpenInvitations(db: Db, organizationId: number, now: Date): Promise<InvitationView[]> {
  const rows = await db
    .select({ invitation: organizationInvitations, firstName: users.firstName, lastName: users.lastName })
    .from(organizationInvitations)
    .leftJoin(users, eq(users.id, organizationInvitations.invitedByUserId))
    .where(and(eq(organizationInvitations.organizationId, organizationId), isNull(organizationInvitations.acceptedAt)))
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
  return rows.map(({ invitation: i, firstName, lastName }) => ({
    id: i.id,
    email: i.email,
    role: i.role,
    token: i.token,
    createdAt: i.createdAt,
    expiresAt: invitationExpiresAt(i.createdAt),
    expired: isInvitationExpired(i.createdAt, now),
    invitedBy: firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null,
  }));
}

export type InviteError = 'alreadyMember' | 'alreadyInvited';

/**
 * Creates an invitation with a fresh random token. An expired invitation for the same address is
 * replaced; a pending one is reported (the admin copies its link again instead).
 */
export async function createInvitation(
  db: Db,
  input: { organizationId: number; email: string; role: OrgRole; invitedByUserId: number; now: Date },
): Promise<{ ok: true; invitation: InvitationRow } | { ok: false; error: InviteError }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, input.organizationId), sql`lower(${users.email}) = ${input.email.toLowerCase()}`))
      .limit(1);
    if (member) return { ok: false as const, error: 'alreadyMember' as const };
    const [open] = await tx
      .select()
      .from(organizationInvitations)
      .where(
        and(
          eq(organizationInvitations.organizationId, input.organizationId),
          isNull(organizationInvitations.acceptedAt),
          sql`lower(${organizationInvitations.email}) = ${input.email.toLowerCase()}`,
        ),
      )
      .for('update')
      .limit(1);
    if (open && !isInvitationExpired(open.createdAt, input.now)) return { ok: false as const, error: 'alreadyInvited' as const };
    if (open) await tx.delete(organizationInvitations).where(eq(organizationInvitations.id, open.id));
    const [invitation] = await tx
      .insert(organizationInvitations)
      .values({
        organizationId: input.organizationId,
        email: input.email.toLowerCase(),
        role: input.role,
        token: randomBytes(24).toString('base64url'),
        invitedByUserId: input.invitedByUserId,
        createdAt: input.now,
      })
      .returning();
    return { ok: true as const, invitation };
  });
}

/** Withdraws a not-yet-accepted invitation of THIS organisation; false when there is none. */
export async function revokeInvitation(db: Db, organizationId: number, invitationId: number): Promise<boolean> {
  const deleted = await db
    .delete(organizationInvitations)
    .where(and(eq(organizationInvitations.id, invitationId), eq(organizationInvitations.organizationId, organizationId), isNull(organizationInvitations.acceptedAt)))
    .returning({ id: organizationInvitations.id });
  return deleted.length > 0;
}

export type InvitationWithOrg = { invitation: InvitationRow; organization: Pick<OrganizationRecord, 'id' | 'slug' | 'name' | 'logo' | 'primaryColor' | 'secondaryColor'> };

export async function findInvitationByToken(db: Db, token: string): Promise<InvitationWithOrg | null> {
  if (!isWellFormedInvitationToken(token)) return null;
  const [row] = await db
    .select({
      invitation: organizationInvitations,
      organization: { id: organizations.id, slug: organizations.slug, name: organizations.name, logo: organizations.logo, primaryColor: organizations.primaryColor, secondaryColor: organizations.secondaryColor },
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(eq(organizationInvitations.token, token))
    .limit(1);
  return row ?? null;
}

export type AcceptError = 'notFound' | 'expired' | 'used' | 'emailMismatch' | 'alreadyMember';

/**
 * Accepts an invitation for the signed-in user: only an account with the invited address, only
 * once, only before it expires. Joins the organisation with the invited role, in one
 * transaction (the row is locked, so two tabs cannot accept it twice).
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; userId: number; now: Date },
): Promise<{ ok: true; organization: { slug: string; name: string }; role: OrgRole } | { ok: false; error: AcceptError }> {
  if (!isWellFormedInvitationToken(input.token)) return { ok: false, error: 'notFound' };
  return db.transaction(async (tx) => {
    const [invitation] = await tx.select().from(organizationInvitations).where(eq(organizationInvitations.token, input.token)).for('update').limit(1);
    if (!invitation) return { ok: false as const, error: 'notFound' as const };
    if (invitation.acceptedAt) return { ok: false as const, error: 'used' as const };
    if (isInvitationExpired(invitation.createdAt, input.now)) return { ok: false as const, error: 'expired' as const };
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!user || !sameEmail(user.email, invitation.email)) return { ok: false as const, error: 'emailMismatch' as const };
    const [org] = await tx.select({ slug: organizations.slug, name: organizations.name }).from(organizations).where(eq(organizations.id, invitation.organizationId)).limit(1);
    const joined = await tx
      .insert(organizationMembers)
      .values({ organizationId: invitation.organizationId, userId: input.userId, role: invitation.role })
      .onConflictDoNothing()
      .returning({ userId: organizationMembers.userId });
    if (joined.length === 0) return { ok: false as const, error: 'alreadyMember' as const };
    await tx.update(organizationInvitations).set({ acceptedAt: input.now }).where(eq(organizationInvitations.id, invitation.id));
    return { ok: true as const, organization: org, role: invitation.role };
  });
}

// ---- Members ----

export type RemoveError = 'forbidden' | 'self' | 'notMember' | 'ownerByAdmin' | 'lastOwner';

/**
 * Removes a member (lib/domain/org/permissions.ts checkRemoveMember) and their personal assignments in
 * this organisation. The organisation row is locked, so two owners removing each other at once
 * cannot leave it without an owner.
 */
export async function removeMember(
  db: Db,
  input: { organizationId: number; actorUserId: number; targetUserId: number },
): Promise<{ ok: true } | { ok: false; error: RemoveError }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, input.organizationId)).for('update');
    const roles = await tx
      .select({ userId: organizationMembers.userId, role: organizationMembers.role })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, input.organizationId), or(eq(organizationMembers.userId, input.actorUserId), eq(organizationMembers.userId, input.targetUserId), inArray(organizationMembers.role, [...OWNER_ROLES]))));
    const roleOf = (id: number) => roles.find((r) => r.userId === id)?.role ?? null;
    const check = checkRemoveMember({
      actorUserId: input.actorUserId,
      actorRole: roleOf(input.actorUserId),
      targetUserId: input.targetUserId,
      targetRole: roleOf(input.targetUserId),
      ownerCount: roles.filter((r) => (OWNER_ROLES as readonly string[]).includes(r.role)).length,
    });
    if (!check.ok) return { ok: false as const, error: check.reason };
    await tx.delete(organizationMembers).where(and(eq(organizationMembers.organizationId, input.organizationId), eq(organizationMembers.userId, input.targetUserId)));
    await tx.delete(organizationAssignments).where(and(eq(organizationAssignments.organizationId, input.organizationId), eq(organizationAssignments.userId, input.targetUserId)));
    return { ok: true as const };
  });
}

// ---- Assignments ----

export type AssignmentView = {
  id: number;
  kind: 'course' | 'track';
  itemId: number;
  title: LocalizedText;
  /** null: every member. */
  member: { userId: number; fullName: string; email: string } | null;
  dueDate: string | null;
  createdAt: Date;
};

export async function listAssignments(db: Db, organizationId: number): Promise<AssignmentView[]> {
  const rows = await db
    .select({
      a: organizationAssignments,
      courseTitle: courses.title,
      trackTitle: skillPaths.title,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(organizationAssignments)
    .leftJoin(courses, eq(courses.id, organizationAssignments.courseId))
    .leftJoin(skillPaths, eq(skillPaths.id, organizationAssignments.skillPathId))
    .leftJoin(users, eq(users.id, organizationAssignments.userId))
    .where(eq(organizationAssignments.organizationId, organizationId))
    .orderBy(desc(organizationAssignments.createdAt), desc(organizationAssignments.id));
  return rows.map((r) => ({
    id: r.a.id,
    kind: r.a.courseId !== null ? 'course' : 'track',
    itemId: (r.a.courseId ?? r.a.skillPathId)!,
    title: (r.courseTitle ?? r.trackTitle ?? { es: '' }) as LocalizedText,
    member: r.a.userId !== null ? { userId: r.a.userId, fullName: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || (r.username ?? ''), email: r.email ?? '' } : null,
    dueDate: r.a.dueDate,
    createdAt: r.a.createdAt,
  }));
}

export type AssignError = 'courseNotAssignable' | 'trackNotFound' | 'notMember' | 'alreadyAssigned';

/**
 * Assigns a course or a track to one member of THIS organisation or to all of them. A course
 * must be active and either public or this organisation's own: another organisation's private
 * course can never be assigned (nor even confirmed to exist).
 */
export async function assignContent(
  db: Db,
  input: { organizationId: number; courseId: number | null; skillPathId: number | null; userId: number | null; dueDate: string | null; assignedByUserId: number },
): Promise<{ ok: true; id: number } | { ok: false; error: AssignError }> {
  if (input.courseId !== null) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, input.courseId), eq(courses.isActive, true), or(isNull(courses.organizationId), eq(courses.organizationId, input.organizationId))))
      .limit(1);
    if (!course) return { ok: false, error: 'courseNotAssignable' };
  } else if (input.skillPathId !== null) {
    const [track] = await db.select({ id: skillPaths.id }).from(skillPaths).where(eq(skillPaths.id, input.skillPathId)).limit(1);
    if (!track) return { ok: false, error: 'trackNotFound' };
  }
  if (input.userId !== null) {
    const [member] = await db
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, input.organizationId), eq(organizationMembers.userId, input.userId)))
      .limit(1);
    if (!member) return { ok: false, error: 'notMember' };
  }
  const inserted = await db
    .insert(organizationAssignments)
    .values({
      organizationId: input.organizationId,
      userId: input.userId,
      courseId: input.courseId,
      skillPathId: input.skillPathId,
      dueDate: input.dueDate,
      assignedByUserId: input.assignedByUserId,
    })
    .onConflictDoNothing()
    .returning({ id: organizationAssignments.id });
  return inserted[0] ? { ok: true, id: inserted[0].id } : { ok: false, error: 'alreadyAssigned' };
}

export async function unassignContent(db: Db, organizationId: number, assignmentId: number): Promise<boolean> {
  const deleted = await db
    .delete(organizationAssignments)
    .where(and(eq(organizationAssignments.id, assignmentId), eq(organizationAssignments.organizationId, organizationId)))
    .returning({ id: organizationAssignments.id });
  return deleted.length > 0;
}

export type AssignableOptions = {
  courses: Array<{ id: number; title: LocalizedText; categoryName: LocalizedText; own: boolean }>;
  tracks: Array<{ id: number; title: LocalizedText; academyId: number }>;
};

/** What the assignment form offers: active public courses and this organisation's own, and every track. */
export async function listAssignableOptions(db: Db, organizationId: number): Promise<AssignableOptions> {
  const [courseRows, trackRows] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, categoryName: categories.name, organizationId: courses.organizationId })
      .from(courses)
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(and(eq(courses.isActive, true), or(isNull(courses.organizationId), eq(courses.organizationId, organizationId))))
      .orderBy(sql`${courses.organizationId} is null`, desc(courses.enrollmentsCount), asc(courses.id)),
    db.select({ id: skillPaths.id, title: skillPaths.title, academyId: skillPaths.academyId }).from(skillPaths).orderBy(asc(skillPaths.academyId), asc(skillPaths.position), asc(skillPaths.id)),
  ]);
  return {
    courses: courseRows.map((c) => ({ id: c.id, title: c.title, categoryName: c.categoryName, own: c.organizationId !== null })),
    tracks: trackRows,
  };
}

// ---- Settings ----

/** Saves logo, dark-mode logo and colours (validated by lib/domain/org/admin-schemas.ts before). */
export async function updateOrgSettings(db: Db, organizationId: number, settings: OrgSettings): Promise<OrganizationRecord> {
  const [org] = await db
    .update(organizations)
    .set({
      logo: settings.logo,
      logoHeader: settings.logo,
      darkModeLogo: settings.darkModeLogo,
      primaryColor: settings.primaryColor,
      secondaryColor: settings.secondaryColor,
    })
    .where(eq(organizations.id, organizationId))
    .returning();
  return org;
}

import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { apiError, badInput, forbidden, notFound, parseArgs, requireViewerId } from '@/graphql/errors';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { localized } from '@/lib/domain/i18n/localized';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { assignSchema, inviteSchema, orgSettingsSchema, studioCourseSchema } from '@/lib/domain/org/admin-schemas';
import { invitationExpiresAt, invitationPath, invitationState, isWellFormedInvitationToken, sameEmail } from '@/lib/domain/org/invitations';
import { colorContrastWarnings } from '@/lib/domain/org/org-palette';
import { invitableRoles, type OrgCapability } from '@/lib/domain/org/permissions';
import { isStudioAvailable } from '@/lib/domain/org/studio';
import { users } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { authorizeOrg, ORG_ACCESS_MESSAGE } from '@/lib/server/services/org-access';
import {
  acceptInvitation,
  assignContent,
  createInvitation,
  findInvitationByToken,
  listAssignments,
  listOpenInvitations,
  removeMember,
  revokeInvitation,
  unassignContent,
  updateOrgSettings,
  type InvitationView,
} from '@/lib/server/services/org-admin';
import { getOrgReport, type ReportMember } from '@/lib/server/services/org-report';
import { advanceStudioUpload, cancelStudioUpload, createStudioCourse, listStudioUploads, type StudioUploadView } from '@/lib/server/services/org-studio';
import type { OrganizationRecord } from '@/lib/server/services/org';

const slugArg = z.object({ slug: z.string().max(120) });
const itemInput = z.object({ input: z.object({ slug: z.string().max(120), id: z.number().int().positive() }) });

/** The organisation and the caller's role in it, when the role allows `capability`; a translated error otherwise. */
async function requireOrg(ctx: GraphQLContext, slug: string, capability: OrgCapability) {
  const userId = await ctx.viewerId();
  const db = await ctx.db();
  const access = await authorizeOrg(db, slug, userId, capability);
  if (!access.ok) throw apiError(ctx, access.error, ORG_ACCESS_MESSAGE[access.error]);
  return { db, userId: userId!, org: access.org, role: access.role };
}

function itemNotFound(ctx: GraphQLContext) {
  return notFound(ctx, 'org.itemNotFound');
}

export function organizationInfo(org: OrganizationRecord, myRole: string) {
  return {
    id: toGlobalId('Organization', org.id),
    originalId: org.id,
    name: org.name,
    slug: org.slug,
    favicon: org.favicon,
    logo: org.logo,
    logoHeader: org.logoHeader,
    logoThumbnail: org.logoThumbnail,
    loginImage: org.loginImage,
    assignedType: org.assignedType,
    configuration: {
      darkModeLogo: org.darkModeLogo,
      darkModeIsotype: org.darkModeIsotype,
      isotype: org.isotype,
      coverEmployee: org.coverEmployee,
      coverProfile: org.coverProfile,
      canUploadCourses: org.canUploadCourses,
      hasStudioAvailable: org.hasStudioAvailable,
      hasGamificationAvailable: org.hasGamificationAvailable,
      studioAvailable: isStudioAvailable(org),
    },
    lookAndFeel: { primary: { main: org.primaryColor }, secondary: { main: org.secondaryColor } },
    myRole,
  };
}

function memberToGraphQL(m: ReportMember) {
  return { ...m, joinedAt: m.joinedAt.toISOString() };
}

function invitationToGraphQL(ctx: GraphQLContext, i: Pick<InvitationView, 'id' | 'email' | 'role' | 'token' | 'createdAt' | 'expiresAt' | 'expired'>) {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    url: localizedPath(invitationPath(i.token), ctx.locale),
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    expired: i.expired,
  };
}

function uploadToGraphQL(ctx: GraphQLContext, u: StudioUploadView) {
  return {
    id: u.id,
    status: u.status,
    message: u.message,
    courseId: u.course.id,
    courseTitle: localized(u.course.title, ctx.locale),
    lectureCount: u.course.lectureCount,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

async function requireStudio(ctx: GraphQLContext, slug: string) {
  const access = await requireOrg(ctx, slug, 'manage');
  if (!isStudioAvailable(access.org)) throw forbidden(ctx, 'org.studioUnavailable');
  return access;
}

async function uploadResult(ctx: GraphQLContext, organizationId: number, uploadId: number) {
  const upload = (await listStudioUploads(await ctx.db(), organizationId)).find((u) => u.id === uploadId);
  return { success: true, upload: upload ? uploadToGraphQL(ctx, upload) : null };
}

const REMOVE_ERRORS = { forbidden: 'org.forbidden', self: 'org.removeSelf', notMember: 'org.notMember', ownerByAdmin: 'org.removeOwnerByAdmin', lastOwner: 'org.removeLastOwner' } as const;
const ACCEPT_ERRORS = {
  notFound: 'org.invitationNotFound',
  expired: 'org.invitationExpired',
  used: 'org.invitationUsed',
  emailMismatch: 'org.invitationEmailMismatch',
  alreadyMember: 'org.invitationAlreadyMember',
} as const;

export const resolvers: Resolvers = {
  Query: {
    organizationInfo: async (_p, args, ctx) => {
      const { slug } = parseArgs(ctx, slugArg, args);
      const { org, role } = await requireOrg(ctx, slug, 'learn');
      return organizationInfo(org, role);
    },
    organizationMembers: async (_p, args, ctx) => {
      const { slug } = parseArgs(ctx, slugArg, args);
      const { db, org } = await requireOrg(ctx, slug, 'report');
      return (await getOrgReport(db, org.id, new Date())).members.map(memberToGraphQL);
    },
    organizationReport: async (_p, args, ctx) => {
      const { slug } = parseArgs(ctx, slugArg, args);
      const { db, org } = await requireOrg(ctx, slug, 'report');
      const report = await getOrgReport(db, org.id, new Date());
      return {
        members: report.members.map(memberToGraphQL),
        totals: report.totals,
        progressBuckets: report.progressBuckets,
        completionsByMonth: report.completionsByMonth,
        csvUrl: `/api/org/${org.slug}/report-csv/`,
      };
    },
    organizationInvitations: async (_p, args, ctx) => {
      const { slug } = parseArgs(ctx, slugArg, args);
      const { db, org } = await requireOrg(ctx, slug, 'manage');
      return (await listOpenInvitations(db, org.id, new Date())).map((i) => invitationToGraphQL(ctx, i));
    },
    organizationAssignments: async (_p, args, ctx) => {
      const { slug } = parseArgs(ctx, slugArg, args);
      const { db, org } = await requireOrg(ctx, slug, 'manage');
      return (await listAssignments(db, org.id)).map((a) => ({
        id: a.id,
        kind: a.kind,
        itemId: a.itemId,
        title: localized(a.title, ctx.locale),
        userId: a.member?.userId ?? null,
        memberName: a.member?.fullName ?? null,
        dueDate: a.dueDate,
        createdAt: a.createdAt.toISOString(),
      }));
    },
    organizationStudioUploads: async (_p, args, ctx) => {
      const { slug } = parseArgs(ctx, slugArg, args);
      const { db, org } = await requireStudio(ctx, slug);
      return (await listStudioUploads(db, org.id)).map((u) => uploadToGraphQL(ctx, u));
    },
    organizationInvitation: async (_p, args, ctx) => {
      const { token } = parseArgs(ctx, z.object({ token: z.string().max(100) }), args);
      const userId = await requireViewerId(ctx, ORG_ACCESS_MESSAGE.UNAUTHENTICATED);
      if (!isWellFormedInvitationToken(token)) return null;
      const db = await ctx.db();
      const found = await findInvitationByToken(db, token);
      if (!found) return null;
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      const forMe = Boolean(user && sameEmail(user.email, found.invitation.email));
      // Only the invited account learns which organisation and role the link is for.
      if (!forMe) return { organizationName: '', organizationSlug: '', role: '', email: '', state: invitationState(found.invitation, new Date()), forMe };
      return {
        organizationName: found.organization.name,
        organizationSlug: found.organization.slug,
        role: found.invitation.role,
        email: found.invitation.email,
        state: invitationState(found.invitation, new Date()),
        forMe,
      };
    },
  },
  Mutation: {
    inviteOrganizationMember: async (_p, args, ctx) => {
      const raw = parseArgs(ctx, z.object({ input: z.object({ slug: z.string().max(120) }).passthrough() }), args);
      const { db, org, userId } = await requireOrg(ctx, raw.input.slug, 'manage');
      const input = parseArgs(ctx, inviteSchema, raw.input);
      if (!invitableRoles(org).includes(input.role)) throw badInput(ctx, 'org.roleInvalid', 'role');
      const now = new Date();
      const result = await createInvitation(db, { organizationId: org.id, email: input.email, role: input.role, invitedByUserId: userId, now });
      if (!result.ok) throw badInput(ctx, `org.${result.error}`, 'email');
      const i = result.invitation;
      return { success: true, invitation: invitationToGraphQL(ctx, { ...i, expiresAt: invitationExpiresAt(i.createdAt), expired: false }) };
    },
    revokeOrganizationInvitation: async (_p, args, ctx) => {
      const { input } = parseArgs(ctx, itemInput, args);
      const { db, org } = await requireOrg(ctx, input.slug, 'manage');
      if (!(await revokeInvitation(db, org.id, input.id))) throw itemNotFound(ctx);
      return { success: true, id: input.id };
    },
    acceptOrganizationInvitation: async (_p, args, ctx) => {
      const { input } = parseArgs(ctx, z.object({ input: z.object({ token: z.string().max(100) }) }), args);
      const userId = await requireViewerId(ctx, ORG_ACCESS_MESSAGE.UNAUTHENTICATED);
      const result = await acceptInvitation(await ctx.db(), { token: input.token, userId, now: new Date() });
      if (!result.ok) throw badInput(ctx, ACCEPT_ERRORS[result.error], 'token');
      return {
        success: true,
        organizationSlug: result.organization.slug,
        organizationName: result.organization.name,
        role: result.role,
        learnUrl: localizedPath(`/org/${result.organization.slug}/learn/`, ctx.locale),
      };
    },
    removeOrganizationMember: async (_p, args, ctx) => {
      const { input } = parseArgs(ctx, z.object({ input: z.object({ slug: z.string().max(120), userId: z.number().int().positive() }) }), args);
      const { db, org, userId } = await requireOrg(ctx, input.slug, 'manage');
      const result = await removeMember(db, { organizationId: org.id, actorUserId: userId, targetUserId: input.userId });
      if (!result.ok) throw badInput(ctx, REMOVE_ERRORS[result.error], 'userId');
      return { success: true, id: input.userId };
    },
    assignOrganizationContent: async (_p, args, ctx) => {
      const raw = parseArgs(ctx, z.object({ input: z.object({ slug: z.string().max(120) }).passthrough() }), args);
      const { db, org, userId } = await requireOrg(ctx, raw.input.slug, 'manage');
      const input = parseArgs(ctx, assignSchema, raw.input);
      const result = await assignContent(db, {
        organizationId: org.id,
        courseId: input.courseId ?? null,
        skillPathId: input.skillPathId ?? null,
        userId: input.userId ?? null,
        dueDate: input.dueDate ?? null,
        assignedByUserId: userId,
      });
      if (!result.ok) throw badInput(ctx, `org.${result.error}`, result.error === 'notMember' ? 'userId' : input.courseId ? 'courseId' : 'skillPathId');
      return { success: true, id: result.id };
    },
    unassignOrganizationContent: async (_p, args, ctx) => {
      const { input } = parseArgs(ctx, itemInput, args);
      const { db, org } = await requireOrg(ctx, input.slug, 'manage');
      if (!(await unassignContent(db, org.id, input.id))) throw itemNotFound(ctx);
      return { success: true, id: input.id };
    },
    updateOrganizationSettings: async (_p, args, ctx) => {
      const raw = parseArgs(ctx, z.object({ input: z.object({ slug: z.string().max(120) }).passthrough() }), args);
      const { db, org, role } = await requireOrg(ctx, raw.input.slug, 'manage');
      const settings = parseArgs(ctx, orgSettingsSchema, raw.input);
      const updated = await updateOrgSettings(db, org.id, settings);
      const warnings = colorContrastWarnings({ primary: settings.primaryColor, secondary: settings.secondaryColor }).map((w) =>
        ctx.t(w.kind === 'onSurface' ? 'org.warningOnSurface' : 'org.warningTextOnColor', {
          color: ctx.t(w.color === 'primary' ? 'org.colorPrimary' : 'org.colorSecondary'),
          ratio: w.ratio.toLocaleString(ctx.locale),
        }),
      );
      return { success: true, organization: organizationInfo(updated, role), warnings };
    },
    createStudioCourse: async (_p, args, ctx) => {
      const raw = parseArgs(ctx, z.object({ input: z.object({ slug: z.string().max(120) }).passthrough() }), args);
      const { db, org, userId } = await requireStudio(ctx, raw.input.slug);
      const data = parseArgs(ctx, studioCourseSchema, { ...raw.input, summary: raw.input.summary ?? '' });
      const result = await createStudioCourse(db, { org, userId, data, now: new Date() });
      if (!result.ok) throw badInput(ctx, 'org.categoryNotFound', 'categoryId');
      return uploadResult(ctx, org.id, result.uploadId);
    },
    advanceStudioUpload: async (_p, args, ctx) => {
      const { input } = parseArgs(ctx, itemInput, args);
      const { db, org } = await requireStudio(ctx, input.slug);
      const result = await advanceStudioUpload(db, { organizationId: org.id, uploadId: input.id, now: new Date() });
      if (!result.ok) throw result.error === 'notFound' ? itemNotFound(ctx) : badInput(ctx, 'org.uploadNotAllowed', 'id');
      return uploadResult(ctx, org.id, input.id);
    },
    cancelStudioUpload: async (_p, args, ctx) => {
      const { input } = parseArgs(ctx, itemInput, args);
      const { db, org } = await requireStudio(ctx, input.slug);
      const result = await cancelStudioUpload(db, { organizationId: org.id, uploadId: input.id, now: new Date() });
      if (!result.ok) throw result.error === 'notFound' ? itemNotFound(ctx) : badInput(ctx, 'org.uploadNotAllowed', 'id');
      return uploadResult(ctx, org.id, input.id);
    },
  },
};

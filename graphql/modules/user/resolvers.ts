import { createHash } from 'node:crypto';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import { loadViewer } from '@/lib/server/services/viewer';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { localized } from '@/lib/domain/i18n/localized';
import { centsToAmount } from '@/lib/domain/catalogue/money';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { catalogueHref } from '@/lib/domain/catalogue/catalogue-params';
import { SPEC_ROUTES } from '@/lib/domain/paths/spec-routes';

export const resolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => {
      const userId = await ctx.viewerId();
      if (userId === null) return null;
      return loadViewer(await ctx.db(), userId);
    },
  },
  User: {
    id: (v) => toGlobalId('User', v.user.id),
    originalId: (v) => v.user.id,
    email: (v) => v.user.email,
    username: (v) => v.user.username,
    displayName: (v) => v.user.firstName || v.user.username,
    firstName: (v) => v.user.firstName,
    lastName: (v) => v.user.lastName,
    fullName: (v) => `${v.user.firstName} ${v.user.lastName}`.trim() || v.user.username,
    segmentation: (v) => v.user.segmentation,
    segmentationKey: (v) => v.user.segmentationKey,
    userDegreeSegmentation: (v) => v.user.userDegreeSegmentation,
    dateJoined: (v) => v.user.dateJoined.toISOString(),
    // A stable, non-reversible identifier for third parties (never the e-mail itself).
    hash: (v) => createHash('sha256').update(`cursalia:${v.user.id}:${v.user.email.toLowerCase()}`).digest('hex'),
    thumbnailUrl: (v) => v.user.profilePictureUrl,
    // The account's own profile page (name, picture, occupation): learners have no public
    // profile, and a link to one would be a dead end (issue 18 item 6).
    profileUrl: () => SPEC_ROUTES.settings,
    profilePictureUrl: (v) => v.user.profilePictureUrl,
    document: (v) => v.user.document,
    birthday: (v) => v.user.birthday,
    typeDocument: (v) => v.user.typeDocument,
    phoneCode: (v) => v.user.phoneCode,
    phoneNumber: (v) => v.user.phoneNumber,
    address: (v) => v.user.address,
    gender: (v) => v.user.gender,
    occupation: (v) => v.user.occupation,
    position: (v) => v.user.position,
    workplace: (v) => v.user.workplace,
    behavior: (v) => v.user.behavior,
    appSource: (v) => v.user.appSource,
    userTagV2: (v) => v.user.userTagV2,
    isStaff: (v) => v.user.isStaff,
    isMentor: (v) => v.user.isMentor,
    isProfessor: (v) => v.user.isProfessor,
    isAffiliate: (v) => v.user.isAffiliate,
    isPremiumMember: (v) => v.membership !== null,
    isCareerMembership: (v) => v.user.isCareerMembership,
    isSofe: (v) => v.user.isSofe,
    isSofeMembership: (v) => v.user.isSofeMembership,
    hadSofeMembership: (v) => v.user.hadSofeMembership,
    tourCompleted: (v) => v.user.tourCompleted,
    tourOnboardingCompleted: (v) => v.user.tourOnboardingCompleted,
    hasMembership: (v) => v.membership !== null,
    statusB2B: (v) => v.organization !== null,
    hasOrganization: (v) => v.organization !== null,
    hasBootcamps: (v) => v.user.hasBootcamps,
    hasEnrollment: (v) => v.hasEnrollment,
    canEnrollFreemium: (v) => v.user.canEnrollFreemium,
    unseenNotifications: (v) => v.unseenNotifications,
    country: (v, _a, ctx) => (v.country ? { value: v.country.originalId, label: localized(v.country.name, ctx.locale), code: v.country.code } : null),
    settings: (v) => ({
      id: toGlobalId('UserSettings', v.user.id),
      darkMode: v.settings?.darkMode ?? false,
      showBannerCancelMembership: v.settings?.showBannerCancelMembership ?? false,
      showPollRenovation: v.settings?.showPollRenovation ?? false,
      showWelcomeUniversityScholarship: v.settings?.showWelcomeUniversityScholarship ?? false,
    }),
    organization: (v) =>
      v.organization
        ? {
            id: toGlobalId('Organization', v.organization.id),
            originalId: v.organization.id,
            name: v.organization.name,
            slug: v.organization.slug,
            myRole: v.organization.myRole,
            logo: v.organization.logo,
            favicon: v.organization.favicon,
            logoHeader: v.organization.logoHeader,
            configuration: {
              darkModeLogo: v.organization.darkModeLogo,
              customerSuccessType: v.organization.customerSuccessType,
              hasStudioAvailable: v.organization.hasStudioAvailable,
              hasGamificationAvailable: v.organization.hasGamificationAvailable,
              canUploadCourses: v.organization.canUploadCourses,
            },
            assignedType: v.organization.assignedType,
            organizationSize: v.organization.organizationSize,
            organizationType: v.organization.organizationType,
            industry: v.organization.industry,
            startDate: v.organization.startDate,
          }
        : null,
    userOrganization: (v) => (v.organization ? { id: toGlobalId('Organization', v.organization.id), originalId: v.organization.id } : null),
    wallet: (v) => ({ amount: centsToAmount(v.user.walletAmountCents), currency: v.user.walletCurrency }),
    membership: (v) =>
      v.membership
        ? {
            originalId: v.membership.id,
            expireDate: v.membership.expireDate,
            isSubscription: v.membership.isSubscription,
            isSubscriptionCanceled: v.membership.isSubscriptionCanceled,
            membershipType: { months: v.membership.type.months, tag: v.membership.type.tag, method: v.membership.type.method },
          }
        : null,
    features: (v) => ({ teacherPanel: v.user.featureTeacherPanel, mentorPanel: v.user.featureMentorPanel }),
    tastes: (v, _a, ctx) => v.tastes.map((t) => ({ name: localized(t.subcategory.name, ctx.locale), parent: { name: localized(t.category.name, ctx.locale) } })),
    goals: (v, _a, ctx) => v.goals.map((g) => ({ originalId: g.id, name: localized(g.name, ctx.locale) })),
    catalogCategoryTastes: (v, _a, ctx) => {
      const byCategory = new Map<number, { originalId: number; name: string; subcategories: { originalId: number; name: string }[] }>();
      for (const t of v.tastes) {
        const entry = byCategory.get(t.category.id) ?? { originalId: t.category.id, name: localized(t.category.name, ctx.locale), subcategories: [] };
        entry.subcategories.push({ originalId: t.subcategory.id, name: localized(t.subcategory.name, ctx.locale) });
        byCategory.set(t.category.id, entry);
      }
      return [...byCategory.values()];
    },
    catalogSubcategoryTastes: (v, _a, ctx) =>
      v.tastes.map((t) => ({
        originalId: t.subcategory.id,
        name: localized(t.subcategory.name, ctx.locale),
        absoluteUrl: localizedPath(catalogueHref({ category: t.category.slug, subcategory: t.subcategory.slug }), ctx.locale),
      })),
  },
};

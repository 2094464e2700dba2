/**
 * The analytics user view of spec §3 as user properties, built by one pure function from a
 * `me` result (graphql/operations/analytics/AnalyticsUser.graphql). The role flags come from
 * lib/domain/roles, like everywhere else.
 */
import { analyticsRoleFlags } from '@/lib/domain/roles/views';
import type { RoleUser } from '@/lib/domain/roles/subject';

export type AnalyticsUserInput = RoleUser & {
  originalId: number | string;
  segmentationKey?: string | null;
  occupation?: string | null;
  birthday?: string | null;
  tastes?: ReadonlyArray<{ name: string; parent: { name: string } }> | null;
  goals?: ReadonlyArray<{ originalId: number | string; name: string }> | null;
  membership?: { membershipType: { method: string; tag?: string | null } } | null;
  organization?:
    | (NonNullable<RoleUser['organization']> & {
        originalId?: number | string | null;
        organizationType?: string | null;
        organizationSize?: string | null;
        industry?: string | null;
        startDate?: string | null;
        configuration?: { customerSuccessType?: string | null; hasStudioAvailable?: boolean | null; hasGamificationAvailable?: boolean | null } | null;
      })
    | null;
};

export type AnalyticsUserProperties = {
  originalId: string;
  segmentation: string;
  segmentationKey: string | null;
  tastes: string[];
  occupation: string | null;
  birthday: string | null;
  goals: string[];
  membershipTag: string | null;
  isB2B: boolean;
  isPremium: boolean;
  isActiveDegree: boolean;
  organization: {
    originalId: string | null;
    slug: string;
    organizationType: string | null;
    organizationSize: string | null;
    assignedType: string | null;
    industry: string | null;
    startDate: string | null;
    customerSuccessType: string | null;
    hasStudioAvailable: boolean;
    hasGamificationAvailable: boolean;
  } | null;
};

/** The analytics user id: the user's originalId as a string (spec §4). */
export function analyticsUserId(user: { originalId: number | string | null | undefined } | null | undefined): string | null {
  const id = user?.originalId;
  return id === null || id === undefined || String(id) === '' ? null : String(id);
}

/** Spec §3 "Analytics user view" of `user`. */
export function analyticsUserProperties(user: AnalyticsUserInput): AnalyticsUserProperties {
  const flags = analyticsRoleFlags(user);
  const org = user.organization ?? null;
  return {
    originalId: String(user.originalId),
    segmentation: user.segmentation,
    segmentationKey: user.segmentationKey ?? null,
    tastes: (user.tastes ?? []).map((t) => `${t.parent.name} / ${t.name}`),
    occupation: user.occupation ?? null,
    birthday: user.birthday ?? null,
    goals: (user.goals ?? []).map((g) => g.name),
    membershipTag: user.membership?.membershipType.tag ?? null,
    isB2B: flags.isB2B,
    isPremium: flags.isPremium,
    isActiveDegree: flags.isActiveDegree,
    organization: org
      ? {
          originalId: org.originalId === null || org.originalId === undefined ? null : String(org.originalId),
          slug: org.slug,
          organizationType: org.organizationType ?? null,
          organizationSize: org.organizationSize ?? null,
          assignedType: org.assignedType ?? null,
          industry: org.industry ?? null,
          startDate: org.startDate ?? null,
          customerSuccessType: org.configuration?.customerSuccessType ?? null,
          hasStudioAvailable: org.configuration?.hasStudioAvailable ?? false,
          hasGamificationAvailable: org.configuration?.hasGamificationAvailable ?? false,
        }
      : null,
  };
}

export type AnalyticsIdentity =
  | { ready: false }
  | { ready: true; userId: string | null; properties: AnalyticsUserProperties | null };

/**
 * Who the analytics events belong to once the page's user has loaded (spec §4): nobody for a
 * visitor; for a signed-in user their originalId with the analytics user view, read from the
 * AnalyticsUser query (or from the current user alone when that query failed). Not ready while
 * either is loading, or when the user query failed (no page view then, spec §4).
 */
export function analyticsIdentity(
  user: { status: 'loading' | 'anonymous' | 'authenticated' | 'error'; user: (AnalyticsUserInput & object) | null },
  me: { data: AnalyticsUserInput | null | undefined; failed: boolean },
): AnalyticsIdentity {
  if (user.status === 'anonymous') return { ready: true, userId: null, properties: null };
  if (user.status !== 'authenticated' || !user.user) return { ready: false };
  const userId = analyticsUserId(user.user);
  if (userId === null) return { ready: true, userId: null, properties: null };
  if (me.data && analyticsUserId(me.data) === userId) return { ready: true, userId, properties: analyticsUserProperties(me.data) };
  // Failed, or an answer about an earlier user: the properties the current user itself carries.
  if (me.failed || me.data) return { ready: true, userId, properties: analyticsUserProperties(user.user) };
  return { ready: false };
}

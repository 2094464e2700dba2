import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadMemberRole, loadOrganization } from '@/lib/server/loaders/org-access';
import type { AccessDenial } from '@/lib/domain/auth/access-denial';
import { learnerAreaRedirect, variantConceptPath, type LearnerConcept } from '@/lib/domain/learning/learner-area';
import { learnerPaths, type LearnerPaths } from '@/lib/domain/paths/learner-paths';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { canSaveCourses, canViewOrgLearning, type RoleSubject } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { getDb, type Db } from '@/lib/server/db/client';
import { getFeatureFlags } from '@/lib/server/services/feature-flags';
import type { OrganizationRecord } from '@/lib/server/services/org';
import type { ViewerRecord } from '@/lib/server/services/viewer';

/**
 * The loader of every learner-area page (issue 7; spec §2 "Learner-area paths"): who may see the
 * page and the context its view reads. The route files are built by `learnerPage` in
 * components/learning/learner-route.tsx, which renders the refusal this loader returns.
 *
 * Order of checks: the organisation exists (404), the visitor is signed in (sign-in prompt that
 * returns here), then either they are a member of that organisation (organisation routes) or
 * they are on their own variant's URL — if not, a server-side redirect to the same concept in
 * their variant, under their /org/{slug} prefix.
 */

/** dashboard: /learn/…; classic: /panel/…; org: /org/{orgId}/learn/…. */
export type LearnerRouteKind = 'dashboard' | 'classic' | 'org';

export type LearnerRouteParams = { locale: string; orgId?: string; code?: string };

export type LearnerContext = {
  locale: string;
  concept: LearnerConcept;
  viewer: ViewerRecord;
  userId: number;
  subject: RoleSubject;
  paths: LearnerPaths;
  /** The organisation of an /org/{slug}/learn/… page. */
  org: OrganizationRecord | null;
  db: Db;
  canSaveCourses: boolean;
};

const FLAG_KEYS = ['premium_dashboard', 'degree_dashboard'] as const;

/** The unprefixed (or /org/{orgId}) path of a route, for the sign-in `next` and the alternates. */
export function learnerRoutePath(kind: LearnerRouteKind, concept: LearnerConcept, params: { orgId?: string }, suffix = ''): string {
  if (kind === 'org') return `/org/${encodeURIComponent(params.orgId ?? '')}${variantConceptPath('dashboard', concept) ?? '/learn/'}${suffix}`;
  return `${variantConceptPath(kind, concept) ?? '/'}${suffix}`;
}

export type LearnerGate = { ok: true; ctx: LearnerContext } | { ok: false; denial: AccessDenial };

/** The checks of every learner page; redirects (throws) when the user belongs on another URL. */
export async function gateLearnerPage(kind: LearnerRouteKind, concept: LearnerConcept, params: LearnerRouteParams, suffix = ''): Promise<LearnerGate> {
  const { locale } = params;
  setRequestLocale(locale);
  const org = kind === 'org' ? await loadOrganization(params.orgId ?? '') : null;
  if (kind === 'org' && !org) notFound();
  const here = learnerRoutePath(kind, concept, { orgId: org?.slug ?? params.orgId }, suffix);
  const viewer = await getCurrentViewer();
  if (!viewer) return { ok: false, denial: { kind: 'sign-in', path: here } };

  const db = await getDb();
  const flags = await getFeatureFlags(db, [...FLAG_KEYS]);
  const dashboardFlags = { premiumDashboard: flags.premium_dashboard, degreeDashboard: flags.degree_dashboard };
  let subject = roleSubjectFromViewer(viewer);
  let paths: LearnerPaths;
  if (org) {
    const role = await loadMemberRole(org.id, viewer.user.id);
    if (!canViewOrgLearning(role)) {
      const t = await getTranslations({ locale, namespace: 'learning' });
      return { ok: false, denial: { kind: 'no-access', reason: t('noAccess', { name: org.name }) } };
    }
    // On an organisation's page the links stay in that organisation (the user may belong to several).
    subject = subject ? { ...subject, organization: { slug: org.slug, name: org.name, myRole: role!, assignedType: org.assignedType } } : subject;
    paths = learnerPaths({ user: subject, flags: dashboardFlags });
  } else {
    paths = learnerPaths({ user: subject, flags: dashboardFlags });
    const target = learnerAreaRedirect(paths, concept, kind === 'classic' ? 'classic' : 'dashboard', suffix);
    if (target) redirect(localizedPath(target, locale));
  }
  return {
    ok: true,
    ctx: { locale, concept, viewer, userId: viewer.user.id, subject, paths, org, db, canSaveCourses: canSaveCourses(subject) },
  };
}

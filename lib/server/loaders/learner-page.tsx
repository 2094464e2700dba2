import 'server-only';
import type { ReactElement } from 'react';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { NoAccess, SignInPrompt } from '@/components/auth/AccessNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { loadMemberRole, loadOrganization } from '@/lib/server/loaders/org-access';
import { learnerAreaRedirect, variantConceptPath, type LearnerConcept } from '@/lib/domain/learning/learner-area';
import { learnerPaths, type LearnerPaths } from '@/lib/domain/paths/learner-paths';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { canSaveCourses, canViewOrgLearning, type RoleSubject } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { getDb, type Db } from '@/lib/server/db/client';
import { getFeatureFlags } from '@/lib/server/services/feature-flags';
import type { OrganizationRecord } from '@/lib/server/services/organizations';
import type { ViewerRecord } from '@/lib/server/services/viewer';

/**
 * How every learner-area route is built (issue 7; spec §2 "Learner-area paths"). A route file
 * is two lines: `learnerPage(concept, kind)` for its page and `learnerPageMetadata` for its
 * metadata, so the dashboard page (/learn/…), the classic one (/panel/…) and the organisation
 * one (/org/{slug}/learn/…) of a concept render the same component.
 *
 * Order of checks: the organisation exists (404), the visitor is signed in (sign-in prompt that
 * returns here), then either they are a member of that organisation (organisation routes) or
 * they are on their own variant's URL — if not, a server-side redirect to the same concept in
 * their variant, under their /org/{slug} prefix.
 */

/** dashboard: /learn/…; classic: /panel/…; org: /org/{orgId}/learn/…. */
export type LearnerRouteKind = 'dashboard' | 'classic' | 'org';

export type LearnerRouteParams = { locale: string; orgId?: string; code?: string };
type Props = { params: Promise<LearnerRouteParams> };

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

export type LearnerGate = { ok: true; ctx: LearnerContext } | { ok: false; element: ReactElement };

/** The checks of every learner page; redirects (throws) when the user belongs on another URL. */
export async function gateLearnerPage(kind: LearnerRouteKind, concept: LearnerConcept, params: LearnerRouteParams, suffix = ''): Promise<LearnerGate> {
  const { locale } = params;
  setRequestLocale(locale);
  const org = kind === 'org' ? await loadOrganization(params.orgId ?? '') : null;
  if (kind === 'org' && !org) notFound();
  const here = learnerRoutePath(kind, concept, { orgId: org?.slug ?? params.orgId }, suffix);
  const viewer = await getCurrentViewer();
  if (!viewer) return { ok: false, element: <SignInPrompt locale={locale} path={here} /> };

  const db = await getDb();
  const flags = await getFeatureFlags(db, [...FLAG_KEYS]);
  const dashboardFlags = { premiumDashboard: flags.premium_dashboard, degreeDashboard: flags.degree_dashboard };
  let subject = roleSubjectFromViewer(viewer);
  let paths: LearnerPaths;
  if (org) {
    const role = await loadMemberRole(org.id, viewer.user.id);
    if (!canViewOrgLearning(role)) {
      const t = await getTranslations({ locale, namespace: 'learn' });
      return { ok: false, element: <NoAccess locale={locale} reason={t('noAccess', { name: org.name })} /> };
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

/** Client islands of the area get the `learn` (and `common`) messages only. */
export async function LearnMessages({ locale, children }: { locale: string; children: React.ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ learn: messages.learn, common: messages.common }}>
      {children}
    </NextIntlClientProvider>
  );
}

export type ConceptView = (ctx: LearnerContext) => Promise<ReactElement>;

/** The page of one concept for one route kind. */
export function learnerPage(concept: LearnerConcept, kind: LearnerRouteKind, View: ConceptView) {
  return async function LearnerRoutePage({ params }: Props) {
    const gate = await gateLearnerPage(kind, concept, await params);
    if (!gate.ok) return gate.element;
    return View(gate.ctx);
  };
}

/** Translated, never-indexed metadata of a concept's page. */
export function learnerPageMetadata(concept: LearnerConcept, kind: LearnerRouteKind) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const p = await params;
    return privatePageMetadata(p.locale, `learn.pages.${concept}`, learnerRoutePath(kind, concept, p));
  };
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NoAccess } from '@/components/auth/AccessNotice';
import { loadMemberRole, loadOrganization } from '@/lib/server/loaders/org-access';
import { SavedCoursesPage, savedCoursesMetadata } from '@/components/saved-courses/SavedCoursesPage';
import { canViewOrgLearning } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; orgId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const pathOf = (orgSlug: string) => `/org/${encodeURIComponent(orgSlug)}/learn/my-courses/saved/`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orgId } = await params;
  const org = await loadOrganization(orgId);
  return savedCoursesMetadata(locale, pathOf(org?.slug ?? orgId));
}

/**
 * My saved courses under an organisation (spec §2: learner paths carry the /org/{slug} prefix
 * for its members). The organisation must exist (404) and a signed-in user must be one of its
 * learners; then it is the same page as /learn/my-courses/saved/, premium only (spec §6).
 */
export default async function OrgSavedCoursesPage({ params, searchParams }: Props) {
  const { locale, orgId } = await params;
  const org = await loadOrganization(orgId);
  if (!org) notFound();
  const viewer = await getCurrentViewer();
  if (viewer && !canViewOrgLearning(await loadMemberRole(org.id, viewer.user.id))) {
    const t = await getTranslations({ locale, namespace: 'learning' });
    return <NoAccess locale={locale} reason={t('noAccess', { name: org.name })} />;
  }
  return <SavedCoursesPage locale={locale} path={pathOf(org.slug)} searchParams={await searchParams} />;
}

import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AccessDenial } from '@/lib/domain/auth/access-denial';
import { hasOrgCapability, type OrgCapability } from '@/lib/domain/org/permissions';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import type { ViewerRecord } from '@/lib/server/services/viewer';
import type { OrganizationRecord } from '@/lib/server/services/org';
import { loadMemberRole, loadOrganization } from './org-access';

export type OrgSection = 'learn' | 'panel' | 'leader';

/** Who may open each section (lib/domain/org/permissions.ts): any member, admins, admins and leaders. */
const SECTION_CAPABILITY: Record<OrgSection, OrgCapability> = { learn: 'learn', panel: 'manage', leader: 'report' };
const SECTION_PATH: Record<OrgSection, string> = { learn: 'learn/', panel: 'panel/', leader: 'panel/leader/' };

/** Private organisation pages: translated title, canonical path by slug, never indexed. */
export async function orgPageMetadata(locale: string, orgId: string, section: OrgSection): Promise<Metadata> {
  const org = await loadOrganization(orgId);
  if (!org) return {};
  const t = await getTranslations({ locale, namespace: `org.${section}` });
  return {
    title: t('metaTitle', { name: org.name }),
    description: t('metaDescription', { name: org.name }),
    alternates: pageAlternates(`/org/${org.slug}/${SECTION_PATH[section]}`, locale),
    robots: { index: false, follow: false },
  };
}

type OrgTranslator = Awaited<ReturnType<typeof getTranslations<'org'>>>;

export type OrgPageGate =
  | { allowed: true; org: OrganizationRecord; viewer: ViewerRecord; role: string | null; t: OrgTranslator }
  | { allowed: false; denial: AccessDenial };

/**
 * The checks every organisation page starts with (spec §6): the organisation exists (404
 * otherwise), the visitor is signed in (sign-in prompt), and their role in THIS organisation
 * allows the section (learning: any member; panel: admin, owner, owner-corporation; leader
 * view: those and leaders).
 */
export async function gateOrgPage(locale: string, orgId: string, section: OrgSection): Promise<OrgPageGate> {
  setRequestLocale(locale);
  const org = await loadOrganization(orgId);
  if (!org) notFound();
  const viewer = await getCurrentViewer();
  if (!viewer) return { allowed: false, denial: { kind: 'sign-in', path: `/org/${org.slug}/${SECTION_PATH[section]}` } };
  const [t, role] = await Promise.all([getTranslations({ locale, namespace: 'org' }), loadMemberRole(org.id, viewer.user.id)]);
  const allowed = hasOrgCapability(role, SECTION_CAPABILITY[section]);
  if (!allowed) {
    return { allowed: false, denial: { kind: 'no-access', reason: t(section === 'learn' ? 'noAccess' : `${section}.noAccess`, { name: org.name }) } };
  }
  return { allowed: true, org, viewer, role, t };
}

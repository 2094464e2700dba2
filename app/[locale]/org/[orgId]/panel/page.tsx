import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { getFormatter } from 'next-intl/server';
import { siteOrigin } from '@/lib/domain/seo/site-url';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { LinkButton, NavLink } from '@/components/catalogue/links';
import { StatTiles } from '@/components/mentors/StatTiles';
import { AssignContentForm } from '@/components/org/admin/AssignContentForm';
import { AssignmentsTable } from '@/components/org/admin/AssignmentsTable';
import { InvitationsTable } from '@/components/org/admin/InvitationsTable';
import { InviteMemberForm } from '@/components/org/admin/InviteMemberForm';
import { OrgFeatureFlags } from '@/components/org/admin/OrgFeatureFlags';
import { OrgReportCharts } from '@/components/org/admin/OrgReportCharts';
import { OrgSettingsForm } from '@/components/org/admin/OrgSettingsForm';
import { StudioCourseForm } from '@/components/org/admin/StudioCourseForm';
import { StudioUploadsTable } from '@/components/org/admin/StudioUploadsTable';
import { MembersTable } from '@/components/org/MembersTable';
import { ClientMessages } from '@/components/org/ClientMessages';
import { OrgHeader } from '@/components/org/OrgHeader';
import { OrgThemeScope } from '@/components/org/OrgThemeScope';
import { AccessDenialNotice } from '@/components/auth/AccessDenialNotice';
import { gateOrgPage, orgPageMetadata } from '@/lib/server/loaders/org-page-gate';
import { localized } from '@/lib/domain/i18n/localized';
import { invitableRoles } from '@/lib/domain/org/permissions';
import { isStudioAvailable } from '@/lib/domain/org/studio';
import { getDb } from '@/lib/server/db/client';
import { listAssignableOptions, listAssignments, listOpenInvitations } from '@/lib/server/services/org-admin';
import { getOrgReport } from '@/lib/server/services/org-report';
import { listStudioCategories, listStudioUploads } from '@/lib/server/services/org-studio';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; orgId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orgId } = await params;
  return orgPageMetadata(locale, orgId, 'panel');
}

/**
 * Organisation admin panel (spec §2 /org/{orgId}/panel/): admins, owners and corporate owners of
 * THIS organisation (spec §6). Report with charts and CSV, members, invitations, assignments,
 * settings, feature flags and — when the organisation has one (spec §3) — the studio. Every
 * change goes through the `b2b` GraphQL mutations, which check the role again.
 */
export default async function OrgPanelPage({ params }: Props) {
  const { locale, orgId } = await params;
  const gate = await gateOrgPage(locale, orgId, 'panel');
  if (!gate.allowed) return <AccessDenialNotice locale={locale} denial={gate.denial} />;
  const { org, viewer, t } = gate;

  const db = await getDb();
  const now = new Date();
  const studio = isStudioAvailable(org);
  const [format, report, invitations, assignments, options, uploads, categories] = await Promise.all([
    getFormatter({ locale }),
    getOrgReport(db, org.id, now),
    listOpenInvitations(db, org.id, now),
    listAssignments(db, org.id),
    listAssignableOptions(db, org.id),
    studio ? listStudioUploads(db, org.id) : Promise.resolve([]),
    studio ? listStudioCategories(db) : Promise.resolve([]),
  ]);
  const origin = siteOrigin();
  const roleKey = (role: string) => (role === 'high-education-member' ? 'highEducationMember' : role);
  const sections = ['report', 'members', 'invitations', 'assignments', 'settings', 'flags', ...(studio ? ['studio'] : [])] as const;

  return (
    <OrgThemeScope slug={org.slug} primary={org.primaryColor} secondary={org.secondaryColor}>
      <OrgHeader
        org={org}
        eyebrow={t('panel.eyebrow')}
        title={t('panel.title', { name: org.name })}
        subtitle={t(org.assignedType === 'all-catalog' ? 'panel.assignedAll' : 'panel.assignedPanel')}
        actions={
          <LinkButton href={`/org/${org.slug}/learn/`} variant="contained" color="inherit" sx={{ color: 'text.primary', bgcolor: 'background.paper' }}>
            {t('panel.toLearn')}
          </LinkButton>
        }
      />
      <ClientMessages locale={locale} org={['admin']}>
        <PageContainer>
          <Box component="nav" aria-label={t('panel.navLabel')} sx={{ pt: 3 }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {sections.map((s) => (
                <li key={s}>
                  <Button href={`#org-${s}`} size="small" variant="outlined">
                    {t(`panel.nav.${s}`)}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
          <Section id="org-panel-summary" title={t('panel.summaryTitle')}>
            <StatTiles
              stats={[
                { key: 'members', value: format.number(report.totals.members), label: t('panel.stats.members') },
                { key: 'enrollments', value: format.number(report.totals.enrollments), label: t('panel.stats.enrollments') },
                { key: 'completed', value: format.number(report.totals.completed), label: t('panel.stats.completed') },
                { key: 'progress', value: `${format.number(report.totals.averageProgress)}%`, label: t('panel.stats.progress') },
              ]}
            />
          </Section>
          <Section id="org-report" title={t('panel.report.title')} subtitle={t('panel.report.subtitle')}>
            <OrgReportCharts report={report} locale={locale} />
            <Box sx={{ mt: 2 }}>
              <Button component="a" href={`/api/org/${org.slug}/report-csv/?lang=${locale}`} download variant="outlined" startIcon={<FileDownloadOutlined aria-hidden />}>
                {t('panel.report.download')}
              </Button>
            </Box>
          </Section>
          <Section id="org-members" title={t('panel.membersTitle')} subtitle={t('panel.membersSubtitle', { count: report.members.length })}>
            {report.members.length > 0 ? (
              <MembersTable members={report.members} locale={locale} caption={t('panel.membersCaption', { name: org.name })} manage={{ slug: org.slug, viewerId: viewer.user.id }} />
            ) : (
              <EmptyState icon={<GroupOutlined />} headingLevel="h3" title={t('panel.emptyTitle')} description={t('panel.emptyBody')} />
            )}
          </Section>
          <Section id="org-invitations" title={t('panel.invitationsTitle')} subtitle={t('panel.invitationsSubtitle')}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 2 }}>
              <InviteMemberForm slug={org.slug} origin={origin} roles={invitableRoles(org).map((role) => ({ value: role, label: t(`admin.roles.${roleKey(role)}`) }))} />
            </Paper>
            {invitations.length > 0 ? (
              <InvitationsTable invitations={invitations} slug={org.slug} locale={locale} origin={origin} />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{t('panel.noInvitations')}</Typography>
            )}
          </Section>
          <Section id="org-assignments" title={t('panel.assignmentsTitle')} subtitle={t(org.assignedType === 'panel-only' ? 'panel.assignmentsSubtitlePanel' : 'panel.assignmentsSubtitleAll')}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 2 }}>
              <AssignContentForm
                slug={org.slug}
                courses={options.courses.map((c) => ({ id: c.id, label: localized(c.title, locale), group: c.own ? t('panel.ownGroup', { name: org.name }) : localized(c.categoryName, locale) }))}
                tracks={options.tracks.map((p) => ({ id: p.id, label: localized(p.title, locale) }))}
                members={report.members.map((m) => ({ id: m.userId, label: `${m.fullName} (${m.email})` }))}
              />
            </Paper>
            {assignments.length > 0 ? (
              <AssignmentsTable assignments={assignments} completion={report.assignmentCompletion} slug={org.slug} locale={locale} />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{t('panel.noAssignments')}</Typography>
            )}
          </Section>
          <Section id="org-settings" title={t('panel.settingsTitle')} subtitle={t('panel.settingsSubtitle')}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
              <OrgSettingsForm
                slug={org.slug}
                initial={{ logo: org.logo ?? '', darkModeLogo: org.darkModeLogo ?? '', primaryColor: org.primaryColor, secondaryColor: org.secondaryColor }}
              />
            </Paper>
          </Section>
          <Section id="org-flags" title={t('panel.flagsTitle')} subtitle={t('panel.flagsSubtitle')}>
            <OrgFeatureFlags slug={org.slug} />
          </Section>
          {studio ? (
            <Section id="org-studio" title={t('panel.studioTitle')} subtitle={t('panel.studioSubtitle', { name: org.name })}>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 2 }}>
                <StudioCourseForm slug={org.slug} categories={categories.map((c) => ({ id: c.id, label: localized(c.name, locale) }))} />
              </Paper>
              {uploads.length > 0 ? <StudioUploadsTable uploads={uploads} slug={org.slug} locale={locale} /> : <Typography sx={{ color: 'text.secondary' }}>{t('panel.noUploads')}</Typography>}
            </Section>
          ) : null}
          <Typography variant="body2" sx={{ color: 'text.secondary', pb: 4 }}>
            {t('panel.leaderHint')} <NavLink href={`/org/${org.slug}/panel/leader/`} underline="always">{t('panel.leaderLink')}</NavLink>
          </Typography>
        </PageContainer>
      </ClientMessages>
    </OrgThemeScope>
  );
}

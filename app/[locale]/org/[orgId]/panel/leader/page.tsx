import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { getFormatter } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { LinkButton } from '@/components/catalogue/links';
import { StatTiles } from '@/components/mentors/StatTiles';
import { OrgReportCharts } from '@/components/org/admin/OrgReportCharts';
import { MembersTable } from '@/components/org/MembersTable';
import { OrgHeader } from '@/components/org/OrgHeader';
import { OrgThemeScope } from '@/components/org/OrgThemeScope';
import { AccessDenialNotice } from '@/components/auth/AccessDenialNotice';
import { gateOrgPage, orgPageMetadata } from '@/lib/server/loaders/org-page-gate';
import { getDb } from '@/lib/server/db/client';
import { getOrgReport } from '@/lib/server/services/org-report';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; orgId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orgId } = await params;
  return orgPageMetadata(locale, orgId, 'leader');
}

/**
 * Leader view (spec §2 "a leader sub-path" of the admin links): a read-only progress report of
 * the leader's team. Until teams exist, a leader's team is every member of the organisation
 * (docs/organizations-and-panels.md). Admins may open it too; nothing here changes data.
 */
export default async function OrgLeaderPage({ params }: Props) {
  const { locale, orgId } = await params;
  const gate = await gateOrgPage(locale, orgId, 'leader');
  if (!gate.allowed) return <AccessDenialNotice locale={locale} denial={gate.denial} />;
  const { org, t } = gate;

  const [format, report] = await Promise.all([getFormatter({ locale }), getOrgReport(await getDb(), org.id, new Date())]);
  return (
    <OrgThemeScope slug={org.slug} primary={org.primaryColor} secondary={org.secondaryColor}>
      <OrgHeader
        org={org}
        eyebrow={t('leader.eyebrow')}
        title={t('leader.title', { name: org.name })}
        subtitle={t('leader.subtitle')}
        actions={
          <LinkButton href={`/org/${org.slug}/learn/`} variant="contained" color="inherit" sx={{ color: 'text.primary', bgcolor: 'background.paper' }}>
            {t('panel.toLearn')}
          </LinkButton>
        }
      />
      <PageContainer>
        <Alert severity="info" sx={{ mt: 3 }}>
          {t('leader.readOnly')}
        </Alert>
        <Section id="org-leader-summary" title={t('panel.summaryTitle')}>
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
        <Section id="org-members" title={t('leader.teamTitle')} subtitle={t('panel.membersSubtitle', { count: report.members.length })}>
          <MembersTable members={report.members} locale={locale} caption={t('leader.teamCaption', { name: org.name })} />
        </Section>
      </PageContainer>
    </OrgThemeScope>
  );
}

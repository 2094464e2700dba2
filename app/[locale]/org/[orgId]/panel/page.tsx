import type { Metadata } from 'next';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { getFormatter } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { LinkButton } from '@/components/catalogue/links';
import { StatTiles } from '@/components/mentors/StatTiles';
import { MembersTable } from '@/components/org/MembersTable';
import { OrgHeader } from '@/components/org/OrgHeader';
import { gateOrgPage, orgPageMetadata } from '@/components/org/org-page-gate';
import { getDb } from '@/lib/server/db/client';
import { getOrgPanelSummary, listOrgMembers } from '@/lib/server/services/organizations';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; orgId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orgId } = await params;
  return orgPageMetadata(locale, orgId, 'panel');
}

/** Organisation admin panel (spec §2 /org/{orgId}/panel/): admins, owners and corporate owners only (spec §6). */
export default async function OrgPanelPage({ params }: Props) {
  const { locale, orgId } = await params;
  const gate = await gateOrgPage(locale, orgId, 'panel');
  if (!gate.allowed) return gate.element;
  const { org, t } = gate;

  const db = await getDb();
  const [format, members, summary] = await Promise.all([getFormatter({ locale }), listOrgMembers(db, org.id), getOrgPanelSummary(db, org.id)]);
  return (
    <>
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
      <PageContainer>
        <Section id="org-panel-summary" title={t('panel.summaryTitle')}>
          <StatTiles
            stats={[
              { key: 'members', value: format.number(summary.memberCount), label: t('panel.stats.members') },
              { key: 'enrolments', value: format.number(summary.enrollmentCount), label: t('panel.stats.enrolments') },
              { key: 'completed', value: format.number(summary.completedCount), label: t('panel.stats.completed') },
              { key: 'progress', value: `${format.number(summary.averageProgress)}%`, label: t('panel.stats.progress') },
            ]}
          />
        </Section>
        <Section id="org-panel-members" title={t('panel.membersTitle')} subtitle={t('panel.membersSubtitle', { count: members.length })}>
          {members.length > 0 ? (
            <MembersTable members={members} locale={locale} caption={t('panel.membersCaption', { name: org.name })} />
          ) : (
            <EmptyState icon={<GroupOutlined />} headingLevel="h3" title={t('panel.emptyTitle')} description={t('panel.emptyBody')} />
          )}
        </Section>
      </PageContainer>
    </>
  );
}

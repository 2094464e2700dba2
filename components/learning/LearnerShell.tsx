import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { getTranslations } from 'next-intl/server';
import { LinkChip } from '@/components/catalogue/links';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { OrgHeader } from '@/components/org/OrgHeader';
import { PanelHeader } from '@/components/panels/PanelHeader';
import { learnerNavItems, type LearnerConcept } from '@/lib/domain/learning/learner-area';
import type { LearnerPaths } from '@/lib/domain/paths/learner-paths';
import type { OrganizationRecord } from '@/lib/server/services/org';

type ShellProps = {
  locale: string;
  concept: LearnerConcept;
  paths: LearnerPaths;
  org: OrganizationRecord | null;
  canSaveCourses: boolean;
  title: string;
  lead?: string;
  children: ReactNode;
};

/**
 * The frame of every learner-area page, in both variants: the page's only h1 (in the
 * organisation's colours under /org/{slug}), and the area's navigation with the user's own
 * links (spec §2: their variant, their prefix), the current page marked.
 */
export async function LearnerShell({ locale, concept, paths, org, canSaveCourses, title, lead, children }: ShellProps) {
  const t = await getTranslations({ locale, namespace: 'learning' });
  const items = learnerNavItems(paths, { canSaveCourses });
  const nav = (
    <Box component="nav" aria-label={t('navLabel')} sx={{ mt: org ? 3 : 2, mb: 1 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1, flexWrap: { xs: 'nowrap', md: 'wrap' }, overflowX: { xs: 'auto', md: 'visible' }, pb: 1 }}>
        {items.map((item) => (
          <Box component="li" key={item.concept} sx={{ flexShrink: 0 }}>
            <LinkChip href={item.href} label={t(`nav.${item.concept}`)} selected={item.concept === concept} />
          </Box>
        ))}
      </Box>
    </Box>
  );
  return (
    <>
      {org ? <OrgHeader org={org} eyebrow={t('orgEyebrow', { name: org.name })} title={title} subtitle={lead} /> : null}
      <PageContainer>
        {org ? null : <PanelHeader eyebrow={t('eyebrow')} title={title} lead={lead} />}
        {nav}
        {children}
      </PageContainer>
    </>
  );
}

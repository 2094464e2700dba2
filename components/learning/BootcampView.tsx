import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { LearnerShell } from './LearnerShell';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';

/**
 * /learn/bootcamp/ and /panel/mis-cursos/bootcamp/. The product has no bootcamp cohorts yet
 * (no table holds them), so every learner sees what bootcamps are and where to go meanwhile.
 */
export async function BootcampView(ctx: LearnerContext) {
  const { locale, paths } = ctx;
  const t = await getTranslations({ locale, namespace: 'learning' });
  return (
    <LearnerShell locale={locale} concept="bootcamp" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.bootcamp.title')} lead={t('pages.bootcamp.lead')}>
      <Box sx={{ py: 3 }}>
        <EmptyState icon={<RocketLaunchOutlined />} title={t('bootcamp.emptyTitle')} description={t('bootcamp.emptyBody')}>
          <LinkButton href="/live/">{t('bootcamp.liveCta')}</LinkButton>
          <LinkButton href="/mentores/" variant="outlined">
            {t('bootcamp.mentorsCta')}
          </LinkButton>
        </EmptyState>
      </Box>
    </LearnerShell>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { localized } from '@/lib/domain/i18n/localized';
import { listLearnerAcademies } from '@/lib/server/services/learning/academies';
import { ProgressBar } from './EnrollmentList';
import { LearnerShell } from './LearnerShell';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';

/** /learn/academies/ and /panel/mis-cursos/academias/: the academies the learner's courses belong to, with progress. */
export async function AcademiesView(ctx: LearnerContext) {
  const { locale, db, userId, paths } = ctx;
  const [t, list] = await Promise.all([getTranslations({ locale, namespace: 'learning' }), listLearnerAcademies(db, userId)]);
  return (
    <LearnerShell locale={locale} concept="academies" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.academies.title')} lead={t('pages.academies.lead')}>
      <Box sx={{ py: 3 }}>
        {list.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {list.map((a) => {
              const id = `academy-${a.slug}`;
              const title = localized(a.title, locale);
              return (
                <Paper component="li" key={a.slug} variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'flex', gap: 2 }}>
                  <Box component="img" src={a.logoUrl} alt="" width={64} height={64} loading="lazy" sx={{ width: 64, height: 64, borderRadius: 2, flexShrink: 0, bgcolor: 'action.hover' }} />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography component="h2" id={id} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                      {title}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                      {t('academies.paths', { count: a.pathCount })} · {t('academies.summary', { enrolled: a.enrolledCount, total: a.courseCount, completed: a.completedCount })}
                    </Typography>
                    <ProgressBar percent={a.percent} labelledBy={id} completed={a.percent === 100} text={t('progress.percent', { percent: a.percent })} />
                  </Box>
                </Paper>
              );
            })}
          </Box>
        ) : (
          <EmptyState icon={<AccountBalanceOutlined />} title={t('academies.emptyTitle')} description={t('academies.emptyBody')}>
            <LinkButton href="/academias/">{t('academies.exploreCta')}</LinkButton>
          </EmptyState>
        )}
      </Box>
    </LearnerShell>
  );
}

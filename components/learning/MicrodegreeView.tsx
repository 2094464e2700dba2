import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { Section } from '@/components/catalogue/Section';
import { localized } from '@/lib/domain/i18n/localized';
import { loadClassroomUrls } from '@/lib/server/services/course-access';
import { listLearnerEnrollments } from '@/lib/server/services/learning/enrollments';
import { listMicrodegreeProgrammes } from '@/lib/server/services/learning/microdegree-programmes';
import { EnrollmentList } from './EnrollmentList';
import { LearnerShell } from './LearnerShell';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';

/**
 * /learn/microdegree/ and /panel/mis-cursos/microdegree/: the degree student's courses (their
 * DEGREE enrollments; spec §2 "Degree students see the micro-degree link instead of the courses
 * link") and the microdegree programmes with universities.
 */
export async function MicrodegreeView(ctx: LearnerContext) {
  const { locale, db, userId, paths } = ctx;
  const [t, enrollments, programmes] = await Promise.all([getTranslations({ locale, namespace: 'learning' }), listLearnerEnrollments(db, userId), listMicrodegreeProgrammes(db)]);
  const degree = enrollments.filter((e) => e.enrollmentType === 'DEGREE');
  const classroomUrls = await loadClassroomUrls(db, userId, degree.map((e) => e.courseId), { locale });
  return (
    <LearnerShell locale={locale} concept="microdegree" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.microdegree.title')} lead={t('pages.microdegree.lead')}>
      <Section id="microdegree-courses" title={t('microdegree.coursesTitle')} subtitle={degree.length > 0 ? t('microdegree.coursesSubtitle') : undefined}>
        {degree.length > 0 ? (
          <EnrollmentList items={degree} locale={locale} label={t('microdegree.coursesTitle')} classroomUrls={classroomUrls} />
        ) : (
          <EmptyState icon={<WorkspacePremiumOutlined />} headingLevel="h3" title={t('microdegree.emptyTitle')} description={t('microdegree.emptyBody')} />
        )}
      </Section>
      <Section id="microdegree-programmes" title={t('microdegree.programmesTitle')} subtitle={t('microdegree.programmesSubtitle')}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {programmes.map((p) => (
            <Paper component="li" key={p.slug} variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {localized(p.title, locale)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('microdegree.partner', { partner: p.partner })}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                {t('microdegree.duration', { months: p.durationMonths })}
              </Typography>
              <Box sx={{ mt: 1 }}>
                <LinkButton href="/business/higher-education/" variant="text" size="small">
                  {t('microdegree.moreInfo')}
                </LinkButton>
              </Box>
            </Paper>
          ))}
        </Box>
      </Section>
    </LearnerShell>
  );
}

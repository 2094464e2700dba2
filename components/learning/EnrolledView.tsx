import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { summarizeProgress } from '@/lib/domain/learning/progress';
import { loadClassroomUrls } from '@/lib/server/services/course-access';
import { listLearnerEnrollments } from '@/lib/server/services/learning/enrollments';
import { EnrollmentList } from './EnrollmentList';
import { LearnerShell } from './LearnerShell';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';

/** /learn/my-courses/enrolled/ and /panel/mis-cursos/: every enrollment with its progress, by last activity. */
export async function EnrolledView(ctx: LearnerContext) {
  const { locale, db, userId, paths } = ctx;
  const [t, enrollments] = await Promise.all([getTranslations({ locale, namespace: 'learning' }), listLearnerEnrollments(db, userId)]);
  const summary = summarizeProgress(enrollments);
  const classroomUrls = await loadClassroomUrls(db, userId, enrollments.map((e) => e.courseId), { locale });
  return (
    <LearnerShell locale={locale} concept="enrolled" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.enrolled.title')} lead={t('pages.enrolled.lead')}>
      {enrollments.length > 0 ? (
        <>
          <Typography sx={{ color: 'text.secondary', my: 2 }}>{t('enrolled.summary', { total: summary.total, inProgress: summary.inProgress, completed: summary.completed })}</Typography>
          <EnrollmentList items={enrollments} locale={locale} label={t('enrolled.listLabel')} classroomUrls={classroomUrls} headingLevel="h2" />
        </>
      ) : (
        <EmptyState icon={<SchoolOutlined />} title={t('enrolled.emptyTitle')} description={t('enrolled.emptyBody')}>
          <LinkButton href="/cursos-online/?all=true">{t('enrolled.exploreCta')}</LinkButton>
        </EmptyState>
      )}
    </LearnerShell>
  );
}

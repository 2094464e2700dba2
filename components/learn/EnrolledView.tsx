import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { summarizeProgress } from '@/lib/learning/progress';
import { loadClassroomUrls } from '@/lib/server/services/course-access';
import { listLearnerEnrolments } from '@/lib/server/services/learning/enrollments';
import { EnrolmentList } from './EnrolmentList';
import { LearnerShell } from './LearnerShell';
import type { LearnerContext } from './learner-page';

/** /learn/my-courses/enrolled/ and /panel/mis-cursos/: every enrolment with its progress, by last activity. */
export async function EnrolledView(ctx: LearnerContext) {
  const { locale, db, userId, paths } = ctx;
  const [t, enrolments] = await Promise.all([getTranslations({ locale, namespace: 'learn' }), listLearnerEnrolments(db, userId)]);
  const summary = summarizeProgress(enrolments);
  const classroomUrls = await loadClassroomUrls(db, userId, enrolments.map((e) => e.courseId), { locale });
  return (
    <LearnerShell locale={locale} concept="enrolled" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.enrolled.title')} lead={t('pages.enrolled.lead')}>
      {enrolments.length > 0 ? (
        <>
          <Typography sx={{ color: 'text.secondary', my: 2 }}>{t('enrolled.summary', { total: summary.total, inProgress: summary.inProgress, completed: summary.completed })}</Typography>
          <EnrolmentList items={enrolments} locale={locale} label={t('enrolled.listLabel')} classroomUrls={classroomUrls} headingLevel="h2" />
        </>
      ) : (
        <EmptyState icon={<SchoolOutlined />} title={t('enrolled.emptyTitle')} description={t('enrolled.emptyBody')}>
          <LinkButton href="/cursos-online/?all=true">{t('enrolled.exploreCta')}</LinkButton>
        </EmptyState>
      )}
    </LearnerShell>
  );
}

import { getFormatter, getTranslations } from 'next-intl/server';
import { localized } from '@/lib/domain/i18n/localized';
import { learnerCanDelete, learnerCanEdit, learnerCanSubmit } from '@/lib/domain/learning/project-status';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { listLearnerEnrollments } from '@/lib/server/services/learning/enrollments';
import { listLearnerProjects } from '@/lib/server/services/learning/projects';
import { LearnerShell } from './LearnerShell';
import { ProjectsManager } from './ProjectsManager';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';
import { LearningClientMessages } from './learner-route';

/** /learn/projects/ and /panel/mis-proyectos/: the learner's projects with evaluation and status; create, edit, submit, delete. */
export async function ProjectsView(ctx: LearnerContext) {
  const { locale, db, userId, paths } = ctx;
  const [t, format, enrollments, projects] = await Promise.all([getTranslations({ locale, namespace: 'learning' }), getFormatter({ locale }), listLearnerEnrollments(db, userId), listLearnerProjects(db, userId)]);
  const date = (d: Date) => format.dateTime(d, { dateStyle: 'medium' });
  return (
    <LearnerShell locale={locale} concept="projects" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.projects.title')} lead={t('pages.projects.lead')}>
      <LearningClientMessages locale={locale}>
        <ProjectsManager
          courses={enrollments.map((e) => ({ id: e.course.id, title: localized(e.course.title, locale) }))}
          projects={projects.map((p) => ({
            id: p.id,
            courseId: p.course.id,
            courseTitle: localized(p.course.title, locale),
            courseHref: coursePath(p.course.categorySlug, p.course.slug),
            title: p.title,
            description: p.description,
            evaluation: p.evaluation,
            status: p.status,
            mentorName: p.mentorName,
            score: p.score,
            feedback: p.feedback,
            dates: [
              p.reviewedAt ? t('projects.reviewedOn', { date: date(p.reviewedAt) }) : p.submittedAt ? t('projects.submittedOn', { date: date(p.submittedAt) }) : t('projects.createdOn', { date: date(p.createdAt) }),
            ],
            canEdit: learnerCanEdit(p.status),
            canSubmit: learnerCanSubmit(p.status),
            canDelete: learnerCanDelete(p.status),
          }))}
        />
      </LearningClientMessages>
    </LearnerShell>
  );
}

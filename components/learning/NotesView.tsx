import { getFormatter, getTranslations } from 'next-intl/server';
import { localized } from '@/lib/domain/i18n/localized';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { listLearnerEnrollments } from '@/lib/server/services/learning/enrollments';
import { listLearnerNotes, listLectures } from '@/lib/server/services/learning/notes';
import { LearnerShell } from './LearnerShell';
import { NotesManager } from './NotesManager';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';
import { LearningClientMessages } from './learner-route';

/** /learn/my-courses/notes/ and /panel/mis-apuntes/: the learner's notes per course, with add, edit and delete. */
export async function NotesView(ctx: LearnerContext) {
  const { locale, db, userId, paths } = ctx;
  const [t, format, enrollments, notes] = await Promise.all([getTranslations({ locale, namespace: 'learning' }), getFormatter({ locale }), listLearnerEnrollments(db, userId), listLearnerNotes(db, userId)]);
  const lectures = await listLectures(db, enrollments.map((e) => e.course.id));
  return (
    <LearnerShell locale={locale} concept="notes" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.notes.title')} lead={t('pages.notes.lead')}>
      <LearningClientMessages locale={locale}>
        <NotesManager
          courses={enrollments.map((e) => ({ id: e.course.id, title: localized(e.course.title, locale), href: coursePath(e.course.category.slug, e.course.slug) }))}
          lectures={lectures.map((l) => ({ id: l.id, courseId: l.courseId, label: t('notes.lectureOption', { position: l.position, title: localized(l.title, locale) }) }))}
          notes={notes.map((n) => ({
            id: n.id,
            courseId: n.course.id,
            lectureId: n.lecture?.id ?? null,
            lectureLabel: n.lecture ? t('notes.lectureOption', { position: n.lecture.position, title: localized(n.lecture.title, locale) }) : null,
            body: n.body,
            videoSeconds: n.videoSeconds,
            editedLabel: t('notes.editedOn', { date: format.dateTime(n.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) }),
          }))}
        />
      </LearningClientMessages>
    </LearnerShell>
  );
}

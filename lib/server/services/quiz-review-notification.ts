import 'server-only';
import { lectureNumberInCourse } from './lecture-number';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { Db } from '@/lib/server/db/client';
import { categories, courseLectures, courses, notifications, organizations, users } from '@/lib/server/db/schema';
import { localized } from '@/lib/domain/i18n/localized';
import { mergeMessages, type Messages } from '@/lib/domain/i18n/merge-messages';
import { defaultLocale, isLocale, type Locale } from '@/lib/domain/i18n/routing';
import { classroomPath } from '@/lib/domain/learning/classroom-path';
import esNotifications from '@/messages/es/notifications.json';
import ptNotifications from '@/messages/pt/notifications.json';
import enNotifications from '@/messages/en/notifications.json';

/**
 * The learner's inbox notification when a person has reviewed their written quiz answers
 * (issue 15): in-app event QUIZ_REVIEWED, written in the learner's language (users.language)
 * from messages/{es,pt,en}/notifications.json `quizReviewed`, linking to the quiz lecture in the
 * classroom where the attempt shows the verdicts and the comment. Notifications are stored as
 * text (the inbox lists them as they were written), so they are rendered here, once.
 *
 * Called inside the review's transaction, right after the attempt stopped awaiting a review:
 * a second review of the same attempt is refused before reaching this, so there is one
 * notification per review, and a review rolled back leaves none.
 */

const QUIZ_REVIEWED_EVENT = 'QUIZ_REVIEWED';

const messages: Record<Locale, Messages> = {
  es: esNotifications as Messages,
  pt: mergeMessages(esNotifications as Messages, ptNotifications as Messages),
  en: mergeMessages(esNotifications as Messages, enNotifications as Messages),
};

type QuizReviewedNotice = { learnerUserId: number; lectureId: number; scorePercent: number; passed: boolean; hasComment: boolean };

export async function notifyQuizReviewed(db: Db, notice: QuizReviewedNotice): Promise<void> {
  const [row] = await db
    .select({
      language: users.language,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      coverImage: courses.coverImage,
      categorySlug: categories.slug,
      orgSlug: organizations.slug,
      lectureTitle: courseLectures.title,
      lectureNumber: lectureNumberInCourse(),
    })
    .from(courseLectures)
    .innerJoin(courses, eq(courses.id, courseLectures.courseId))
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(organizations, eq(organizations.id, courses.organizationId))
    .innerJoin(users, eq(users.id, notice.learnerUserId))
    .where(eq(courseLectures.id, notice.lectureId))
    .limit(1);
  if (!row) return;
  const locale: Locale = isLocale(row.language) ? row.language : 'es';
  const translate = createTranslator({ locale, messages: { notifications: messages[locale] }, namespace: 'notifications' });
  // The JSON is typed as plain strings: keys and values are this module's to keep in step.
  const t = (key: string, values?: Record<string, string | number>) => translate(`quizReviewed.${key}` as never, values as never);
  await db.insert(notifications).values({
    userId: notice.learnerUserId,
    title: t('title'),
    message: t('message', {
      lecture: localized(row.lectureTitle, locale),
      course: localized(row.courseTitle, locale),
      score: notice.scorePercent,
      outcome: notice.passed ? 'passed' : 'other',
      hasComment: notice.hasComment ? 'yes' : 'no',
    }),
    // An app path without the locale prefix (the inbox adds the reader's). An organisation's own
    // course is studied only under /org/{slug}/; the classroom itself sends any other learner who
    // studies through an organisation to their URL.
    redirectUrl: classroomPath({ locale: defaultLocale, categorySlug: row.categorySlug, courseSlug: row.courseSlug, lectureNumber: row.lectureNumber, orgSlug: row.orgSlug }),
    redirectUrlName: t('action'),
    inAppEvent: QUIZ_REVIEWED_EVENT,
    iconImage: row.coverImage,
    channel: 'INBOX',
  });
}

import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClassName } from '@/components/catalogue/button-class-name';
import { localized } from '@/lib/domain/i18n/localized';
import type { LocalizedText } from '@/lib/server/db/schema';
import { progressState } from '@/lib/domain/learning/progress';
import { learnerCourseLabel } from '@/lib/domain/learning/viewer-course-action';
import styles from './CourseActionLink.module.css';

/**
 * A learner list's course button ("Empezar", "Continuar", "Repasar", issue 15 item 2): server
 * markup styled as a small MUI button. `href` is a finished URL — already in the page's language
 * and, for the classroom, under /org/{slug} for organisation learners (loadClassroomUrls) — so
 * it is not prefixed again; not prefetched, as a list may hold many. Its accessible name names
 * the course.
 */
export function CourseActionLink({ href, label, courseTitle, variant = 'contained' }: { href: string; label: string; courseTitle: string; variant?: 'contained' | 'outlined' }) {
  return (
    <NextLink href={href} prefetch={false} className={buttonClassName({ variant, size: 'small', className: styles.action })} aria-label={`${label}: ${courseTitle}`}>
      {label}
    </NextLink>
  );
}

/**
 * "Empezar" / "Continuar" / "Repasar" to the classroom of a course in a list without its own
 * button row (the organisation learning home: assigned, own and enrolled courses — issue 15 item 2,
 * organisation learners take their courses under /org/{slug}); nothing without a classroom URL
 * (no access, or no lectures yet).
 */
export async function ClassroomAction({
  course,
  classroomUrl,
  progressPercent,
  completed,
  locale,
}: {
  course: { title: LocalizedText };
  classroomUrl: string | undefined;
  progressPercent: number;
  completed: boolean;
  locale: string;
}) {
  if (!classroomUrl) return null;
  const t = await getTranslations({ locale, namespace: 'learning' });
  // A completed course counts as 100 % for the label, whatever its stored percent.
  const state = progressState(completed ? 100 : progressPercent, null);
  return (
    <div className={styles.row}>
      <CourseActionLink href={classroomUrl} label={t(`progress.${learnerCourseLabel(state)}`)} courseTitle={localized(course.title, locale)} variant={state === 'completed' ? 'outlined' : 'contained'} />
    </div>
  );
}

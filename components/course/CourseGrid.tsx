import type { LinkTracking } from '@/lib/domain/analytics/tracking-links';
import { CourseCard, type CourseCardCourse } from './CourseCard';
import styles from './CourseGrid.module.css';

/** Responsive list of course cards: 1 column on phones up to 4 on large screens. */
export function CourseGrid({
  courses,
  headingLevel = 'h3',
  maxColumns = 4,
  label,
  priorityCount = 0,
  tracking,
}: {
  courses: CourseCardCourse[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  maxColumns?: 3 | 4;
  /** Accessible name of the list, when the surrounding heading does not name it. */
  label?: string;
  /** How many leading cards load their cover at once (the first row when the grid is above the fold). */
  priorityCount?: number;
  /** The placement of the grid: the cards' links carry it (spec §2 tracking parameters). */
  tracking?: LinkTracking;
}) {
  return (
    <ul aria-label={label} className={maxColumns === 4 ? `${styles.grid} ${styles.four}` : styles.grid}>
      {courses.map((course, index) => (
        <li key={course.id} className={styles.item}>
          <CourseCard course={course} headingLevel={headingLevel} priority={index < priorityCount} tracking={tracking} />
        </li>
      ))}
    </ul>
  );
}

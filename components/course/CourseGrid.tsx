import Box from '@mui/material/Box';
import { CourseCard, type CourseCardCourse } from './CourseCard';

/** Responsive list of course cards: 1 column on phones up to 4 on large screens. */
export function CourseGrid({
  courses,
  headingLevel = 'h3',
  maxColumns = 4,
  label,
  priorityCount = 0,
}: {
  courses: CourseCardCourse[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  maxColumns?: 3 | 4;
  /** Accessible name of the list, when the surrounding heading does not name it. */
  label?: string;
  /** How many leading cards load their cover at once (the first row when the grid is above the fold). */
  priorityCount?: number;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: '1fr',
        '@media (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        ...(maxColumns === 4 ? { '@media (min-width: 1366px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } : {}),
      }}
    >
      {courses.map((course, index) => (
        <Box component="li" key={course.id} sx={{ minWidth: 0 }}>
          <CourseCard course={course} headingLevel={headingLevel} priority={index < priorityCount} />
        </Box>
      ))}
    </Box>
  );
}

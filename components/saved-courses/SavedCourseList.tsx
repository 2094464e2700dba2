import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/catalogue/links';
import { LazyImage } from '@/components/ui/LazyImage';
import { localized } from '@/lib/domain/i18n/localized';
import { coursePath } from '@/lib/domain/paths/course-paths';
import type { SavedCourseItem } from '@/lib/server/services/saved-courses';
import styles from './SavedCourseList.module.css';
import { SaveCourseButton } from './SaveCourseButton';

const THUMB = { width: 192, height: 108 } as const;

/**
 * The premium member's saved courses, newest saved first (both saved-course pages): cover,
 * title linking to the course, professor, when it was saved and its save toggle. Unsaving
 * keeps the row until the next visit, so a slip can be undone with the same button.
 */
export async function SavedCourseList({ items, locale, label }: { items: readonly SavedCourseItem[]; locale: string; label: string }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'savedCourses' }), getFormatter({ locale })]);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {items.map(({ course, savedAt }, index) => {
        const title = localized(course.title, locale);
        return (
          <Paper
            component="li"
            key={course.id}
            variant="outlined"
            sx={{
              p: { xs: 1.5, sm: 2 },
              borderRadius: 3,
              display: 'grid',
              columnGap: { xs: 1.5, sm: 2.5 },
              rowGap: 1.5,
              alignItems: 'center',
              // Narrow screens: a small cover beside the text, the toggle below both.
              gridTemplateColumns: { xs: '112px minmax(0, 1fr)', sm: `${THUMB.width}px minmax(0, 1fr) auto` },
            }}
          >
            {/* Decorative: the title next to it names the course. */}
            <LazyImage src={course.coverImage} alt="" width={THUMB.width} height={THUMB.height} priority={index < 2} className={styles.thumb} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.5 }}>
                {localized(course.category.name, locale)}
              </Typography>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, fontSize: { xs: '1.0625rem', sm: '1.25rem' } }}>
                <NavLink href={coursePath(course.category.slug, course.slug)} underline="hover">
                  {title}
                </NavLink>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('by', { name: course.professor.fullName })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('savedOn', { date: format.dateTime(savedAt, { dateStyle: 'long' }) })}
              </Typography>
            </Box>
            <div className={styles.save}>
              <SaveCourseButton courseId={course.id} courseTitle={title} variant="button" initialSaved premium />
            </div>
          </Paper>
        );
      })}
    </Box>
  );
}

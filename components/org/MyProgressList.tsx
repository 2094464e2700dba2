import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/catalogue/links';
import { ClassroomAction } from '@/components/learning/CourseActionLink';
import { localized } from '@/lib/domain/i18n/localized';
import { coursePath } from '@/lib/domain/paths/course-paths';
import type { CourseRecord } from '@/lib/server/services/catalogue';

export type ProgressItem = { course: CourseRecord; progressPercent: number; completed: boolean };

/** The viewer's enrolled courses with a labelled progress bar each, and the way into the classroom of those they may open. */
export async function MyProgressList({ items, locale, classroomUrls }: { items: ProgressItem[]; locale: string; classroomUrls: ReadonlyMap<number, string> }) {
  const t = await getTranslations({ locale, namespace: 'org' });
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {items.map(({ course, progressPercent, completed }) => {
        const id = `progress-${course.id}`;
        return (
          <Paper component="li" key={course.id} variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box component="img" src={course.coverImage} alt="" width={96} height={54} loading="lazy" sx={{ width: 96, height: 54, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography component="h3" id={id} sx={{ fontWeight: 700, fontSize: '0.9375rem', lineHeight: 1.3 }}>
                <NavLink href={coursePath(course.category.slug, course.slug)}>{localized(course.title, locale)}</NavLink>
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <LinearProgress variant="determinate" value={progressPercent} aria-labelledby={id} sx={{ flex: 1, height: 8, borderRadius: 4 }} color={completed ? 'success' : 'primary'} />
                <Typography variant="caption" sx={{ fontWeight: 700, minWidth: 72, textAlign: 'right' }}>
                  {completed ? t('learn.completed') : t('learn.progress', { percent: progressPercent })}
                </Typography>
              </Box>
              <ClassroomAction course={course} classroomUrl={classroomUrls.get(course.id)} progressPercent={progressPercent} completed={completed} locale={locale} />
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

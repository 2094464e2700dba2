import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/catalogue/links';
import { localized } from '@/lib/domain/i18n/localized';
import { clampPercent, type ProgressState } from '@/lib/domain/learning/progress';
import { learnerCourseAction } from '@/lib/domain/learning/viewer-course-action';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import type { LearnerEnrollment } from '@/lib/server/services/learning/enrollments';
import { CourseActionLink } from './CourseActionLink';

const STATE_KEY: Record<ProgressState, 'notStarted' | 'inProgress' | 'completed'> = {
  'not-started': 'notStarted',
  'in-progress': 'inProgress',
  completed: 'completed',
};

/** A labelled progress bar (its accessible name is the course, its value the percent). */
export function ProgressBar({ percent, labelledBy, completed, text }: { percent: number; labelledBy: string; completed: boolean; text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={clampPercent(percent)}
        aria-labelledby={labelledBy}
        color={completed ? 'success' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="caption" sx={{ fontWeight: 700, minWidth: 88, textAlign: 'right' }}>
        {text}
      </Typography>
    </Box>
  );
}

/**
 * Enrollments as a list: cover, course, state and enrollment type, a progress bar, the last
 * activity and the next step (start, continue or review) — to the classroom when the course
 * opens for the learner (`classroomUrls`, from loadClassroomUrls: their language, their
 * /org/{slug} prefix), else to the course page (an enrollment that lapsed). Kept in the order
 * given (the services sort by last activity).
 */
export async function EnrollmentList({
  items,
  locale,
  label,
  classroomUrls,
  headingLevel = 'h3',
}: {
  items: LearnerEnrollment[];
  locale: string;
  label: string;
  /** The classroom URL of each course the learner may open, by course id. */
  classroomUrls: ReadonlyMap<number, string>;
  headingLevel?: 'h2' | 'h3';
}) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'learning' }), getFormatter({ locale })]);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => {
        const id = `enrollment-${item.course.id}`;
        const title = localized(item.course.title, locale);
        const href = coursePath(item.course.category.slug, item.course.slug);
        const completed = item.state === 'completed';
        const action = learnerCourseAction({ state: item.state, classroomUrl: classroomUrls.get(item.course.id), coursePageUrl: localizedPath(href, locale) });
        return (
          <Paper component="li" key={item.course.id} variant="outlined" data-testid="enrollment" sx={{ p: 2, borderRadius: 2, display: 'flex', gap: 2, alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' } }}>
            <Box component="img" src={item.course.coverImage} alt="" width={128} height={72} loading="lazy" sx={{ width: 128, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }} />
            <Box sx={{ minWidth: 0, flex: 1, width: '100%' }}>
              <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mb: 0.5 }}>
                <Chip size="small" label={t(`states.${STATE_KEY[item.state]}`)} color={completed ? 'success' : item.state === 'in-progress' ? 'primary' : 'default'} variant={completed ? 'filled' : 'outlined'} />
                <Chip size="small" label={t(`enrollmentTypes.${item.enrollmentType as 'PAID'}`)} variant="outlined" />
              </Box>
              <Typography component={headingLevel} id={id} sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3 }}>
                <NavLink href={href}>{title}</NavLink>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {localized(item.course.category.name, locale)} · {item.course.professor.fullName}
              </Typography>
              <ProgressBar percent={completed ? 100 : item.progressPercent} labelledBy={id} completed={completed} text={completed ? t('states.completed') : t('progress.percent', { percent: clampPercent(item.progressPercent) })} />
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
                {t('progress.lastActivity', { date: format.dateTime(item.lastActivityAt, { dateStyle: 'medium' }) })}
              </Typography>
            </Box>
            <CourseActionLink href={action.href} label={t(`progress.${action.label}`)} courseTitle={title} variant={completed ? 'outlined' : 'contained'} />
          </Paper>
        );
      })}
    </Box>
  );
}

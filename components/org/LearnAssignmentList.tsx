import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/catalogue/links';
import { ClassroomAction } from '@/components/learning/CourseActionLink';
import { localized } from '@/lib/domain/i18n/localized';
import { coursePath } from '@/lib/domain/paths/course-paths';
import type { CourseRecord } from '@/lib/server/services/catalogue';
import type { LearnAssignment } from '@/lib/server/services/org';

export function CourseTitle({ course, locale, id, linked }: { course: CourseRecord; locale: string; id?: string; linked: boolean }) {
  const title = localized(course.title, locale);
  return (
    <Typography component="h3" id={id} sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3 }}>
      {/* The organisation's own courses are private: they have no public course page. */}
      {linked ? <NavLink href={coursePath(course.category.slug, course.slug)}>{title}</NavLink> : title}
    </Typography>
  );
}

/**
 * What the organisation assigned to the member (a course or a track, to them or to everyone),
 * each with its progress as a labelled bar; a track lists its courses.
 */
export async function LearnAssignmentList({
  items,
  locale,
  orgName,
  classroomUrls,
}: {
  items: LearnAssignment[];
  locale: string;
  orgName: string;
  /** The classroom URL of each course the member may open, by course id (loadClassroomUrls). */
  classroomUrls: ReadonlyMap<number, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'org.learn' });
  const format = await getFormatter({ locale });
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {items.map((item) => {
        const headingId = `assignment-${item.id}`;
        const cover = item.course?.coverImage ?? item.track?.courses[0]?.coverImage ?? null;
        return (
          <Paper component="li" key={item.id} variant="outlined" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'flex-start', borderTop: '4px solid', borderTopColor: 'primary.main' }}>
            {cover ? (
              <Box component="img" src={cover} alt="" width={112} height={63} loading="lazy" sx={{ width: 112, height: 63, objectFit: 'cover', borderRadius: 1.5, flexShrink: 0, bgcolor: 'action.hover' }} />
            ) : null}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mb: 0.75 }}>
                <Chip size="small" color="primary" label={item.kind === 'track' ? t('kindTrack', { count: item.totalCourses }) : t('kindCourse')} />
                <Chip size="small" variant="outlined" label={item.toEveryone ? t('toEveryone', { name: orgName }) : t('forYou')} />
              </Box>
              {item.course ? (
                <CourseTitle course={item.course} locale={locale} id={headingId} linked={!item.privateCourse} />
              ) : (
                <Typography component="h3" id={headingId} sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3 }}>
                  {localized(item.track!.title, locale)}
                </Typography>
              )}
              {item.dueDate ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
                  {t('dueDate', { date: format.dateTime(new Date(`${item.dueDate}T12:00:00Z`), { dateStyle: 'medium' }) })}
                </Typography>
              ) : null}
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <LinearProgress
                  variant="determinate"
                  value={item.progressPercent}
                  color={item.completed ? 'success' : 'primary'}
                  aria-label={t('progressLabel', { percent: item.progressPercent })}
                  sx={{ flex: 1, height: 8, borderRadius: 4 }}
                />
                <Typography variant="caption" sx={{ fontWeight: 700, minWidth: 80, textAlign: 'right' }}>
                  {item.completed ? t('completed') : item.progressPercent > 0 ? t('progress', { percent: item.progressPercent }) : t('notStarted')}
                </Typography>
              </Box>
              {item.course ? (
                <ClassroomAction course={item.course} classroomUrl={classroomUrls.get(item.course.id)} progressPercent={item.progressPercent} completed={item.completed} locale={locale} />
              ) : null}
              {item.track ? (
                <>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {t('trackProgress', { done: item.completedCourses, total: item.totalCourses })}
                  </Typography>
                  <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer', fontWeight: 600, color: 'primary.main' } }}>
                    <summary>{t('trackCourses')}</summary>
                    <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
                      {item.track.courses.map((course) => (
                        <li key={course.id}>
                          <NavLink href={coursePath(course.category.slug, course.slug)}>{localized(course.title, locale)}</NavLink>
                        </li>
                      ))}
                    </Box>
                  </Box>
                </>
              ) : null}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

/** The organisation's own (studio) courses with the member's progress; they have no public page: the classroom is the way in. */
export async function OwnCourseList({
  courses,
  progress,
  locale,
  classroomUrls,
}: {
  courses: CourseRecord[];
  progress: ReadonlyMap<number, { progressPercent: number; completed: boolean }>;
  locale: string;
  classroomUrls: ReadonlyMap<number, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'org.learn' });
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      {courses.map((course) => {
        const p = progress.get(course.id);
        const percent = p?.completed ? 100 : (p?.progressPercent ?? 0);
        const id = `own-${course.id}`;
        return (
          <Paper component="li" key={course.id} variant="outlined" aria-labelledby={id} sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <Box component="img" src={course.coverImage} alt="" width={320} height={180} loading="lazy" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }} />
            <Box sx={{ p: 2 }}>
              <CourseTitle course={course} locale={locale} id={id} linked={false} />
              <LinearProgress variant="determinate" value={percent} aria-label={t('progressLabel', { percent })} sx={{ mt: 1.5, height: 6, borderRadius: 3 }} />
              <ClassroomAction course={course} classroomUrl={classroomUrls.get(course.id)} progressPercent={percent} completed={p?.completed ?? false} locale={locale} />
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

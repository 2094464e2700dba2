import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import TimelapseOutlined from '@mui/icons-material/TimelapseOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import { getFormatter, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton, NavLink } from '@/components/catalogue/links';
import { localized } from '@/lib/domain/i18n/localized';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { listLearnerTracks } from '@/lib/server/services/learning/tracks';
import { ProgressBar } from './EnrollmentList';
import { LearnerShell } from './LearnerShell';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';

/**
 * /learn/my-courses/tracks/ and /panel/mis-cursos/especializaciones/: the skill paths the
 * learner follows (they study one of its courses) or their organisation assigned
 * (organization_assignments), with progress course by course.
 */
export async function TracksView(ctx: LearnerContext) {
  const { locale, db, userId, paths } = ctx;
  const [t, format, tracks] = await Promise.all([
    getTranslations({ locale, namespace: 'learning' }),
    getFormatter({ locale }),
    listLearnerTracks(db, userId, ctx.org ? { organizationId: ctx.org.id } : {}),
  ]);
  return (
    <LearnerShell locale={locale} concept="tracks" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.tracks.title')} lead={t('pages.tracks.lead')}>
      <Box sx={{ py: 3 }}>
        {tracks.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {tracks.map((track) => {
              const id = `track-${track.id}`;
              const title = localized(track.title, locale);
              return (
                <Paper component="li" key={track.id} variant="outlined" data-testid="track" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                    {track.assignment ? <Chip size="small" color="secondary" label={t('tracks.assignedBy', { name: track.assignment.organizationName })} /> : null}
                    {track.assignment?.dueDate ? <Chip size="small" variant="outlined" label={t('tracks.dueDate', { date: format.dateTime(new Date(`${track.assignment.dueDate}T12:00:00Z`), { dateStyle: 'medium' }) })} /> : null}
                    {track.following ? <Chip size="small" variant="outlined" color="primary" label={t('tracks.following')} /> : null}
                  </Box>
                  <Typography component="h2" id={id} variant="h6" sx={{ fontWeight: 700 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                    {localized(track.academy.title, locale)} · {t('tracks.summary', { completed: track.completed, total: track.total })}
                  </Typography>
                  <ProgressBar percent={track.percent} labelledBy={id} completed={track.percent === 100} text={t('progress.percent', { percent: track.percent })} />
                  <Box component="ol" aria-label={t('tracks.coursesLabel', { title })} sx={{ m: 0, mt: 2, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                    {track.courses.map((c) => (
                      <Box component="li" key={c.course.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        {c.state === 'completed' ? (
                          <CheckCircle fontSize="small" color="success" aria-hidden />
                        ) : c.state === 'in-progress' ? (
                          <TimelapseOutlined fontSize="small" color="primary" aria-hidden />
                        ) : (
                          <RadioButtonUnchecked fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden />
                        )}
                        <NavLink href={coursePath(c.course.categorySlug, c.course.slug)}>{localized(c.course.title, locale)}</NavLink>
                        <Typography variant="caption" sx={{ color: 'text.secondary', ml: 'auto', flexShrink: 0 }}>
                          {c.state === null
                            ? t('tracks.notEnrolled')
                            : c.state === 'completed'
                              ? t('states.completed')
                              : c.state === 'in-progress'
                                ? t('progress.percent', { percent: c.progressPercent ?? 0 })
                                : t('states.notStarted')}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </Paper>
              );
            })}
          </Box>
        ) : (
          <EmptyState icon={<RouteOutlined />} title={t('tracks.emptyTitle')} description={t('tracks.emptyBody')}>
            <LinkButton href="/academias/">{t('tracks.exploreCta')}</LinkButton>
          </EmptyState>
        )}
      </Box>
    </LearnerShell>
  );
}

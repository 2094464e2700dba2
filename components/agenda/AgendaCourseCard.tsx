import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { AgendaCourse } from '@/lib/server/services/agenda';
import { localized } from '@/lib/i18n/localized';
import { coursePath } from '@/lib/paths/course-paths';
import { localizedPath } from '@/lib/paths/localized-path';
import { LinkButton } from '@/components/catalogue/links';
import { clampLines } from '@/components/course/CourseCard';

/** Login link that returns to the agenda (scheduling a notification needs a user, spec §5). */
export function agendaLoginHref(locale: string): string {
  return `/entrar/?next=${encodeURIComponent(localizedPath('/agenda-cursos/', locale))}`;
}

/**
 * Agenda card (spec §2, §4): cover at 200×140, title clamped to 2 lines, professor, the
 * pre-sale badge and 'Ir al curso' for active courses or 'Avísenme cuando esté listo'.
 */
export function AgendaCourseCard({ course, headingLevel = 'h3', showDate = false }: { course: AgendaCourse; headingLevel?: 'h3' | 'h4'; showDate?: boolean }) {
  const t = useTranslations('agenda.card');
  const locale = useLocale();
  const format = useFormatter();
  const title = localized(course.title, locale);
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="img"
          src={course.promoImage ?? course.coverImage}
          alt={t('coverAlt', { title })}
          loading="lazy"
          decoding="async"
          width={200}
          height={140}
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '200 / 140', objectFit: 'cover', bgcolor: 'action.hover' }}
        />
        {course.preSale ? (
          <Chip label={t('preSale')} color="secondary" size="small" sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }} />
        ) : null}
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        {showDate ? (
          <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700, display: 'block', mb: 0.5 }}>
            <time dateTime={course.launchDate}>
              {t('launchOn', { date: format.dateTime(new Date(`${course.launchDate}T00:00:00Z`), { day: 'numeric', month: 'long', timeZone: 'UTC' }) })}
            </time>
          </Typography>
        ) : null}
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, ...clampLines(2) }} title={title}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {course.professorName}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {course.isActive ? (
          <LinkButton href={coursePath(course.categorySlug, course.slug)} fullWidth aria-label={`${t('goToCourse')}: ${title}`}>
            {t('goToCourse')}
          </LinkButton>
        ) : (
          <LinkButton
            href={agendaLoginHref(locale)}
            variant="outlined"
            fullWidth
            startIcon={<NotificationsActiveRoundedIcon />}
            aria-label={`${t('notifyMe')}: ${title}`}
          >
            {t('notifyMe')}
          </LinkButton>
        )}
      </CardActions>
    </Card>
  );
}

export function AgendaGrid({ courses, showDate = false }: { courses: AgendaCourse[]; showDate?: boolean }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
      }}
    >
      {courses.map((c) => (
        <Box component="li" key={c.id} sx={{ minWidth: 0 }}>
          <AgendaCourseCard course={c} showDate={showDate} />
        </Box>
      ))}
    </Box>
  );
}

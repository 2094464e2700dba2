import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { AgendaCourse } from '@/lib/server/services/agenda';
import { localized } from '@/lib/i18n/localized';
import { TextClamp } from '@/components/ui/TextClamp';
import { AgendaBadge, AgendaCardButton, type AgendaCardLabels } from './AgendaCardActions';
import { AgendaCover } from './AgendaCover';

/**
 * Agenda card (spec §2, §4): cover at 200x140 (quality 100, jpg), title clamped to 2 lines,
 * professor, the pre-sale badge ('Próximamente' for premium members, else 'Preventa') and the
 * button: 'Ir al curso' for an active course, otherwise 'Avísenme cuando esté listo' /
 * '¡Agendado!'. Rendered on the server; the badge and the button are client islands because
 * they depend on the user, who is only known in the browser (the page is cached).
 * `rebranded` (feature flag 'rebranding_active') switches to the new brand's card shape.
 */
export function AgendaCourseCard({
  course,
  headingLevel = 'h3',
  showDate = false,
  rebranded = false,
}: {
  course: AgendaCourse;
  headingLevel?: 'h3' | 'h4';
  showDate?: boolean;
  rebranded?: boolean;
}) {
  const t = useTranslations('agenda.card');
  const locale = useLocale();
  const format = useFormatter();
  const title = localized(course.title, locale);
  const titleId = `agenda-course-${course.id}-title`;
  const labels: AgendaCardLabels = {
    goToCourse: t('goToCourse'),
    notifyMe: t('notifyMe'),
    scheduled: t('scheduled'),
    preSale: t('preSale'),
    comingSoon: t('comingSoon'),
    scheduleFailed: t('scheduleFailed'),
  };
  return (
    <Card
      component="article"
      variant={rebranded ? 'elevation' : 'outlined'}
      elevation={rebranded ? 0 : undefined}
      data-agenda-course={course.id}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(rebranded
          ? {
              borderRadius: 4,
              p: 1,
              bgcolor: 'background.paper',
              boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 8px 24px -12px rgba(16, 24, 40, 0.25)',
              border: '1px solid',
              borderColor: 'divider',
              transition: 'transform 150ms ease, box-shadow 150ms ease',
              '@media (prefers-reduced-motion: no-preference)': {
                '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 2px 4px rgba(16, 24, 40, 0.08), 0 16px 32px -16px rgba(16, 24, 40, 0.35)' },
              },
            }
          : {}),
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <AgendaCover src={course.promoImage ?? course.coverImage} alt={t('coverAlt', { title })} rounded={rebranded} />
        <AgendaBadge preSale={course.preSale} labels={labels} rebranded={rebranded} />
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1, ...(rebranded ? { px: 1, pt: 1.5 } : {}) }}>
        {showDate ? (
          <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700, display: 'block', mb: 0.5 }}>
            <time dateTime={course.launchDate}>
              {t('launchOn', { date: format.dateTime(new Date(`${course.launchDate}T00:00:00Z`), { day: 'numeric', month: 'long', timeZone: 'UTC' }) })}
            </time>
          </Typography>
        ) : null}
        {/* Spec §9: the agenda's course title clamps to 2 lines; the title attribute shows the rest. */}
        <TextClamp lines={2} id={titleId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }} title={title}>
          {title}
        </TextClamp>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {course.professorName}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: rebranded ? 1 : 2, pb: rebranded ? 1 : 2 }}>
        <AgendaCardButton
          courseId={String(course.id)}
          isActive={course.isActive}
          preSale={course.preSale}
          isScheduled={course.isScheduled}
          href={course.urlSchedule}
          describedBy={titleId}
          labels={labels}
          rebranded={rebranded}
        />
      </CardActions>
    </Card>
  );
}

export function AgendaGrid({ courses, showDate = false, rebranded = false }: { courses: AgendaCourse[]; showDate?: boolean; rebranded?: boolean }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: rebranded ? 3 : 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
      }}
    >
      {courses.map((c) => (
        <Box component="li" key={c.id} sx={{ minWidth: 0 }}>
          <AgendaCourseCard course={c} showDate={showDate} rebranded={rebranded} />
        </Box>
      ))}
    </Box>
  );
}

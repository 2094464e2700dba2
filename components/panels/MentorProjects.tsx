import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { localized } from '@/lib/domain/i18n/localized';
import type { ContentStatus } from '@/lib/domain/panels/project-review';
import type { MentorProjectView } from '@/lib/server/services/mentor-projects';
import { ReviewProjectForm } from './ReviewProjectForm';

const STATUS_COLOR: Record<ContentStatus, ChipProps['color']> = { DRAFT: 'default', PUBLISHED: 'info', OBSERVED: 'warning', FINISHED: 'success', CERTIFIED: 'success' };

/** Projects assigned to the mentor, those waiting for review first, each with its evaluation type and status. */
export async function MentorProjects({ projects, locale }: { projects: MentorProjectView[]; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'panels.mentor.projects' });
  const format = await getFormatter({ locale });
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {projects.map((p) => {
        const id = `project-${p.id}`;
        return (
          <Paper component="li" key={p.id} variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Chip size="small" color={STATUS_COLOR[p.status]} label={t(`statuses.${p.status}`)} />
              <Chip size="small" variant="outlined" label={t(`evaluations.${p.evaluation}`)} />
              {p.organization ? <Chip size="small" variant="outlined" label={p.organization} /> : null}
            </Box>
            <Typography component="h3" id={id} variant="h6" sx={{ fontWeight: 700 }}>
              {p.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('byline', { learner: p.learner.fullName, course: localized(p.course.title, locale) })}
              {p.submittedAt ? ` · ${t('submitted', { date: format.dateTime(p.submittedAt, { dateStyle: 'medium' }) })}` : ''}
            </Typography>
            {p.description ? <Typography sx={{ mt: 1 }}>{p.description}</Typography> : null}
            {p.score !== null ? (
              <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
                <Typography sx={{ fontWeight: 700 }}>{t('score', { score: p.score })}</Typography>
                {p.feedback ? <Typography variant="body2">{p.feedback}</Typography> : null}
              </Box>
            ) : null}
            {p.reviewable ? (
              <Box sx={{ mt: 2 }}>
                <ReviewProjectForm projectId={p.id} title={p.title} />
              </Box>
            ) : null}
          </Paper>
        );
      })}
    </Box>
  );
}

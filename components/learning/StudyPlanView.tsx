import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { getFormatter, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { Section } from '@/components/catalogue/Section';
import { remainingSeconds } from '@/lib/domain/learning/progress';
import { daysPerWeek, minutesPerSession, weeklyMinutes, weeksToFinish } from '@/lib/domain/learning/study-plan';
import { listLearnerEnrollments } from '@/lib/server/services/learning/enrollments';
import { getStudyPlan } from '@/lib/server/services/learning/study-plan';
import { LearnerShell } from './LearnerShell';
import { StudyPlanForm } from './StudyPlanForm';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';
import { LearningClientMessages } from './learner-route';

/** /learn/studyplan/ and /panel/mi-plan-de-estudios/: the plan in words (with an estimate for the pending courses) and its form. */
export async function StudyPlanView(ctx: LearnerContext) {
  const { locale, db, userId, paths } = ctx;
  const [t, format, plan, enrollments] = await Promise.all([
    getTranslations({ locale, namespace: 'learning' }),
    getFormatter({ locale }),
    getStudyPlan(db, userId),
    listLearnerEnrollments(db, userId),
  ]);
  const pending = enrollments.reduce((sum, e) => sum + remainingSeconds(e.course.durationSeconds, e.progressPercent, e.completedAt), 0);
  const weekly = plan ? weeklyMinutes(plan) : 0;
  const weeklyText = weekly >= 60 ? t('studyPlan.weeklyHours', { hours: Math.floor(weekly / 60), minutes: weekly % 60 }) : t('studyPlan.weeklyMinutes', { minutes: weekly });
  const dayNames = plan ? format.list(plan.weekdays.map((d) => t(`studyPlan.weekdayNames.${d as 0}`).toLowerCase()), { type: 'conjunction' }) : '';
  return (
    <LearnerShell locale={locale} concept="studyPlan" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.studyPlan.title')} lead={t('pages.studyPlan.lead')}>
      <Section id="study-plan-summary" title={t('studyPlan.summaryTitle')}>
        {plan ? (
          <Paper variant="outlined" data-testid="study-plan-summary" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, display: 'grid', gap: 1 }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{t('studyPlan.summaryDays', { days: daysPerWeek(plan.frequency), weekdays: dayNames })}</Typography>
            <Typography>
              {t(`studyPlan.intensities.${plan.intensity}`)} · {t('studyPlan.summarySession', { minutes: minutesPerSession(plan.intensity), weekly: weeklyText })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{pending > 0 ? t('studyPlan.estimate', { weeks: weeksToFinish(pending, plan) }) : t('studyPlan.estimateNone')}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('studyPlan.updatedOn', { date: format.dateTime(plan.updatedAt, { dateStyle: 'medium' }) })}
            </Typography>
          </Paper>
        ) : (
          <EmptyState icon={<EventNoteOutlined />} headingLevel="h3" title={t('studyPlan.noPlanTitle')} description={t('studyPlan.noPlanBody')} />
        )}
      </Section>
      <Box component="section" aria-labelledby="study-plan-form-title" sx={{ py: { xs: 3, sm: 4 } }}>
        <Typography id="study-plan-form-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {t('studyPlan.formTitle')}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
          <LearningClientMessages locale={locale}>
            <StudyPlanForm plan={plan ? { frequency: plan.frequency, intensity: plan.intensity, weekdays: plan.weekdays } : null} />
          </LearningClientMessages>
        </Paper>
      </Box>
    </LearnerShell>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { Section } from '@/components/catalogue/Section';
import { CourseGrid } from '@/components/course/CourseGrid';
import { continueLearning, summarizeProgress } from '@/lib/domain/learning/progress';
import { daysPerWeek, minutesPerSession } from '@/lib/domain/learning/study-plan';
import { loadClassroomUrls } from '@/lib/server/services/course-access';
import { getLearnerCounts } from '@/lib/server/services/learning/counts';
import { listLearnerEnrollments } from '@/lib/server/services/learning/enrollments';
import { getRecommendations } from '@/lib/server/services/learning/recommendations';
import { getStudyPlan } from '@/lib/server/services/learning/study-plan';
import { EnrollmentList } from './EnrollmentList';
import { LearnStats } from './LearnStats';
import { LearnerShell } from './LearnerShell';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';

function SummaryCard({ id, title, body, cta }: { id: string; title: string; body: string; cta: { href: string; label: string } }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', flex: 1 }}>{body}</Typography>
      <Box>
        <LinkButton href={cta.href} variant="outlined" size="small">
          {cta.label}
        </LinkButton>
      </Box>
    </Paper>
  );
}

/** Dashboard home (/learn/): summary, continue learning, plan/projects/notes at a glance, recommendations. */
export async function LearnHomeView(ctx: LearnerContext) {
  const { locale, db, userId, viewer, paths } = ctx;
  const [t, enrollments, counts, plan] = await Promise.all([
    getTranslations({ locale, namespace: 'learning' }),
    listLearnerEnrollments(db, userId),
    getLearnerCounts(db, userId),
    getStudyPlan(db, userId),
  ]);
  const next = continueLearning(enrollments, 3);
  const [recommended, classroomUrls] = await Promise.all([
    getRecommendations(db, userId, enrollments, 4),
    loadClassroomUrls(db, userId, next.map((e) => e.courseId), { locale }),
  ]);
  const summary = summarizeProgress(enrollments);
  const name = viewer.user.firstName || viewer.user.username;

  return (
    <LearnerShell locale={locale} concept="home" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.home.title', { name })} lead={t('pages.home.lead')}>
      <Box sx={{ pt: 2 }}>
        <LearnStats
          label={t('home.statsLabel')}
          stats={[
            { key: 'enrolled', value: String(summary.total), label: t('home.stats.enrolled') },
            { key: 'inProgress', value: String(summary.inProgress), label: t('home.stats.inProgress') },
            { key: 'completed', value: String(summary.completed), label: t('home.stats.completed') },
            { key: 'average', value: t('progress.percent', { percent: summary.averagePercent }), label: t('home.stats.average') },
            { key: 'certificates', value: String(counts.certificates), label: t('home.stats.certificates') },
          ]}
        />
      </Box>
      <Section id="learn-continue" title={t('home.continueTitle')} subtitle={next.length > 0 ? t('home.continueSubtitle') : undefined} action={summary.total > 0 ? { href: paths.myCourses, label: t('home.allCourses') } : undefined}>
        {next.length > 0 ? (
          <EnrollmentList items={next} locale={locale} label={t('home.continueTitle')} classroomUrls={classroomUrls} />
        ) : summary.total === 0 ? (
          <EmptyState icon={<SchoolOutlined />} headingLevel="h3" title={t('home.noCoursesTitle')} description={t('home.noCoursesBody')}>
            <LinkButton href="/cursos-online/?all=true">{t('enrolled.exploreCta')}</LinkButton>
          </EmptyState>
        ) : (
          <EmptyState icon={<EmojiEventsOutlined />} headingLevel="h3" title={t('home.allDoneTitle')} description={t('home.allDoneBody')}>
            <LinkButton href={paths.certificates}>{t('nav.certificates')}</LinkButton>
          </EmptyState>
        )}
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <SummaryCard
          id="learn-plan-card"
          title={t('home.planTitle')}
          body={plan ? t('home.planSummary', { days: daysPerWeek(plan.frequency), minutes: minutesPerSession(plan.intensity) }) : t('home.planNone')}
          cta={{ href: paths.studyPlan, label: plan ? t('home.planEdit') : t('home.planCta') }}
        />
        <SummaryCard
          id="learn-projects-card"
          title={t('home.projectsTitle')}
          body={t('home.projectsSummary', { toDo: counts.projectsToDo, inReview: counts.projectsInReview, done: counts.projectsDone })}
          cta={{ href: paths.projects, label: t('home.projectsCta') }}
        />
        <SummaryCard id="learn-notes-card" title={t('home.notesTitle')} body={t('home.notesSummary', { count: counts.notes })} cta={{ href: paths.notes, label: t('home.notesCta') }} />
      </Box>
      {recommended.length > 0 ? (
        <Section
          id="learn-recommended"
          title={t('home.recommendedTitle')}
          subtitle={t('home.recommendedSubtitle')}
          action={paths.contentForYou ? { href: paths.contentForYou, label: t('home.moreForYou') } : undefined}
        >
          <CourseGrid courses={recommended} />
        </Section>
      ) : null}
    </LearnerShell>
  );
}

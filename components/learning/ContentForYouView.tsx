import InterestsOutlined from '@mui/icons-material/InterestsOutlined';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { Section } from '@/components/catalogue/Section';
import { CourseGrid } from '@/components/course/CourseGrid';
import { localized } from '@/lib/domain/i18n/localized';
import { categoryPath } from '@/lib/domain/paths/course-paths';
import { listLearnerEnrollments } from '@/lib/server/services/learning/enrollments';
import { getContentForYou } from '@/lib/server/services/learning/recommendations';
import { LearnerShell } from './LearnerShell';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';

/**
 * /learn/content-for-you/ (dashboard only): a row per subcategory the learner follows
 * (user_tastes), a row per goal (user_goals) and the overall picks; never a course they are in.
 */
export async function ContentForYouView(ctx: LearnerContext) {
  const { locale, db, userId, paths } = ctx;
  const [t, enrollments] = await Promise.all([getTranslations({ locale, namespace: 'learning' }), listLearnerEnrollments(db, userId)]);
  const content = await getContentForYou(db, userId, enrollments);
  const noInterests = content.interests.tastes.length === 0 && content.interests.goals.length === 0;
  return (
    <LearnerShell locale={locale} concept="contentForYou" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.contentForYou.title')} lead={t('pages.contentForYou.lead')}>
      {noInterests ? (
        <EmptyState icon={<InterestsOutlined />} title={t('contentForYou.noInterestsTitle')} description={t('contentForYou.noInterestsBody')}>
          <LinkButton href="/onboarding/">{t('contentForYou.interestsCta')}</LinkButton>
        </EmptyState>
      ) : null}
      {content.recommended.length > 0 ? (
        <Section id="for-you-recommended" title={t('contentForYou.recommended')} subtitle={t('contentForYou.recommendedSubtitle')}>
          <CourseGrid courses={content.recommended} />
        </Section>
      ) : null}
      {content.bySubcategory.map(({ taste, courses }) => (
        <Section
          key={`taste-${taste.id}`}
          id={`for-you-taste-${taste.slug}`}
          title={t('contentForYou.bySubcategory', { name: localized(taste.name, locale) })}
          subtitle={t('contentForYou.bySubcategorySubtitle', { category: localized(taste.categoryName, locale) })}
          action={{ href: categoryPath(taste.categorySlug), label: t('contentForYou.seeAll') }}
        >
          <CourseGrid courses={courses} />
        </Section>
      ))}
      {content.byGoal.map(({ goal, courses }) => (
        <Section key={`goal-${goal.slug}`} id={`for-you-goal-${goal.slug}`} title={t('contentForYou.byGoal', { goal: localized(goal.name, locale) })} subtitle={t('contentForYou.byGoalSubtitle')}>
          <CourseGrid courses={courses} />
        </Section>
      ))}
    </LearnerShell>
  );
}

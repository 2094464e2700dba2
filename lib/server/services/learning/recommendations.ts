/**
 * Recommendations for the learner (issue 7) from their tastes, studied categories and goals,
 * never a course they are enrolled in.
 */
import 'server-only';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courses, goals, subcategories, userGoals, userTastes, type LocalizedText } from '@/lib/server/db/schema';
import { rankForGoal, rankForSubcategory, rankRecommendations, type Candidate, type Interests } from '@/lib/domain/learning/recommendations';
import { getCoursesByIds, type CourseRecord } from '../catalogue';
import type { LearnerEnrollment } from './enrollments';

export type LearnerInterests = {
  tastes: { id: number; slug: string; name: LocalizedText; categoryId: number; categorySlug: string; categoryName: LocalizedText }[];
  goals: { slug: string; name: LocalizedText }[];
};

export async function getLearnerInterests(db: Db, userId: number): Promise<LearnerInterests> {
  const [tastes, goalRows] = await Promise.all([
    db
      .select({
        id: subcategories.id,
        slug: subcategories.slug,
        name: subcategories.name,
        categoryId: categories.id,
        categorySlug: categories.slug,
        categoryName: categories.name,
      })
      .from(userTastes)
      .innerJoin(subcategories, eq(subcategories.id, userTastes.subcategoryId))
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(eq(userTastes.userId, userId))
      .orderBy(asc(categories.position), asc(subcategories.position)),
    db.select({ slug: goals.slug, name: goals.name }).from(userGoals).innerJoin(goals, eq(goals.id, userGoals.goalId)).where(eq(userGoals.userId, userId)).orderBy(asc(goals.id)),
  ]);
  return { tastes, goals: goalRows };
}

async function loadCandidates(db: Db, categoryIds: number[]): Promise<Candidate[]> {
  const base = db
    .select({
      id: courses.id,
      categoryId: courses.categoryId,
      subcategoryId: courses.subcategoryId,
      level: courses.level,
      scoreAverage: courses.scoreAverage,
      enrollmentsCount: courses.enrollmentsCount,
      durationSeconds: courses.durationSeconds,
    })
    .from(courses);
  const publicActive = and(eq(courses.isActive, true), isNull(courses.organizationId));
  const where = categoryIds.length > 0 ? and(publicActive, inArray(courses.categoryId, categoryIds)) : publicActive;
  return base.where(where).orderBy(desc(courses.scoreAverage), asc(courses.id)).limit(400);
}

function interestsOf(learner: LearnerInterests, enrollments: readonly Pick<LearnerEnrollment, 'course'>[]): Interests {
  return {
    subcategoryIds: learner.tastes.map((t) => t.id),
    tasteCategoryIds: [...new Set(learner.tastes.map((t) => t.categoryId))],
    studiedCategoryIds: [...new Set(enrollments.map((e) => e.course.category.id))],
    goals: learner.goals.map((g) => g.slug),
    excludeIds: enrollments.map((e) => e.course.id),
  };
}

/** Courses for the learner from their tastes, studied categories and goals (never one they are enrolled in). */
export async function getRecommendations(db: Db, userId: number, enrollments: readonly Pick<LearnerEnrollment, 'course'>[], limit = 8): Promise<CourseRecord[]> {
  const learner = await getLearnerInterests(db, userId);
  const interests = interestsOf(learner, enrollments);
  const candidates = await loadCandidates(db, [...new Set([...interests.tasteCategoryIds, ...interests.studiedCategoryIds])]);
  return getCoursesByIds(db, rankRecommendations(candidates, interests, limit).map((c) => c.id));
}

export type ContentForYou = {
  interests: LearnerInterests;
  bySubcategory: { taste: LearnerInterests['tastes'][number]; courses: CourseRecord[] }[];
  byGoal: { goal: LearnerInterests['goals'][number]; courses: CourseRecord[] }[];
  recommended: CourseRecord[];
};

/** "Content for you": a row per followed subcategory, a row per goal, and the overall picks. */
export async function getContentForYou(db: Db, userId: number, enrollments: readonly Pick<LearnerEnrollment, 'course'>[], perRow = 4): Promise<ContentForYou> {
  const learner = await getLearnerInterests(db, userId);
  const interests = interestsOf(learner, enrollments);
  const candidates = await loadCandidates(db, [...new Set([...interests.tasteCategoryIds, ...interests.studiedCategoryIds])]);
  const bySub = learner.tastes.map((taste) => ({ taste, ids: rankForSubcategory(candidates, taste.id, interests.excludeIds, perRow).map((c) => c.id) }));
  const byGoal = learner.goals.map((goal) => ({ goal, ids: rankForGoal(candidates, goal.slug, interests.excludeIds, perRow).map((c) => c.id) }));
  const recommendedIds = rankRecommendations(candidates, interests, perRow * 2).map((c) => c.id);
  const records = new Map((await getCoursesByIds(db, [...new Set([...bySub.flatMap((s) => s.ids), ...byGoal.flatMap((g) => g.ids), ...recommendedIds])])).map((c) => [c.id, c]));
  const pick = (ids: number[]) => ids.flatMap((id) => records.get(id) ?? []);
  return {
    interests: learner,
    bySubcategory: bySub.map((s) => ({ taste: s.taste, courses: pick(s.ids) })).filter((s) => s.courses.length > 0),
    byGoal: byGoal.map((g) => ({ goal: g.goal, courses: pick(g.ids) })).filter((g) => g.courses.length > 0),
    recommended: pick(recommendedIds),
  };
}

/**
 * "Content for you" and the home's recommendations (issue 7): courses ranked from the
 * learner's tastes (subcategories they follow, spec §3 me.tastes), the categories they already
 * study and their goals (me.goals). Pure: the service loads candidates, this ranks them.
 */

export type CourseLevel = 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';

/** What a goal asks of a course: the levels that suit it and how to order the rest. */
export type GoalPreference = { levels: readonly CourseLevel[]; sort: 'popular' | 'rating' | 'short' };

/**
 * The seeded goals (lib/server/db/seed/seed-interests.ts) and what each prefers: changing
 * careers starts from the foundations, growing at work or freelancing goes deeper, a hobby
 * wants short courses, a certificate the best-rated ones. Unknown goals prefer popular courses.
 */
export function goalPreference(goalSlug: string): GoalPreference {
  switch (goalSlug) {
    case 'cambiar-de-carrera':
      return { levels: ['BEGINNER'], sort: 'popular' };
    case 'crecer-en-mi-trabajo':
      return { levels: ['INTERMEDIATE', 'ADVANCED'], sort: 'rating' };
    case 'emprender':
      return { levels: ['BEGINNER', 'INTERMEDIATE'], sort: 'popular' };
    case 'freelance':
      return { levels: ['INTERMEDIATE', 'ADVANCED'], sort: 'rating' };
    case 'hobby':
      return { levels: ['BEGINNER'], sort: 'short' };
    case 'certificarme':
      return { levels: ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'], sort: 'rating' };
    default:
      return { levels: ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'], sort: 'popular' };
  }
}

export type Candidate = {
  id: number;
  categoryId: number;
  subcategoryId: number | null;
  level: CourseLevel;
  scoreAverage: number;
  enrollmentsCount: number;
  durationSeconds: number;
};

export type Interests = {
  /** Subcategories the learner follows (tastes). */
  subcategoryIds: readonly number[];
  /** Categories of those tastes. */
  tasteCategoryIds: readonly number[];
  /** Categories of the courses the learner is enrolled in. */
  studiedCategoryIds: readonly number[];
  /** Goal slugs. */
  goals: readonly string[];
  /** Courses never to recommend (already enrolled). */
  excludeIds: readonly number[];
};

/** How well a course fits: a followed subcategory 4, its category 2, a studied category 1, a level one of the goals asks for 1. */
export function interestScore(course: Candidate, interests: Interests): number {
  let score = 0;
  if (course.subcategoryId !== null && interests.subcategoryIds.includes(course.subcategoryId)) score += 4;
  else if (interests.tasteCategoryIds.includes(course.categoryId)) score += 2;
  if (interests.studiedCategoryIds.includes(course.categoryId)) score += 1;
  if (interests.goals.some((g) => goalPreference(g).levels.includes(course.level))) score += 1;
  return score;
}

function compareBy(sort: GoalPreference['sort']) {
  return (a: Candidate, b: Candidate): number => {
    if (sort === 'short') return a.durationSeconds - b.durationSeconds || b.scoreAverage - a.scoreAverage || a.id - b.id;
    if (sort === 'rating') return b.scoreAverage - a.scoreAverage || b.enrollmentsCount - a.enrollmentsCount || a.id - b.id;
    return b.enrollmentsCount - a.enrollmentsCount || b.scoreAverage - a.scoreAverage || a.id - b.id;
  };
}

/**
 * Recommendations: courses with some interest (score > 0), not excluded, best fit first, then
 * by rating and popularity. With no interest at all, the best-rated popular courses.
 */
export function rankRecommendations<T extends Candidate>(candidates: readonly T[], interests: Interests, limit: number): T[] {
  const exclude = new Set(interests.excludeIds);
  const pool = candidates.filter((c) => !exclude.has(c.id));
  const scored = pool.map((c) => ({ c, score: interestScore(c, interests) }));
  const byRating = compareBy('rating');
  const matches = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || byRating(a.c, b.c));
  const picked = (matches.length > 0 ? matches.map((s) => s.c) : [...pool].sort(byRating));
  return picked.slice(0, Math.max(0, limit));
}

/** Courses for one goal: the levels it suits first, in the order it prefers. */
export function rankForGoal<T extends Candidate>(candidates: readonly T[], goalSlug: string, excludeIds: readonly number[], limit: number): T[] {
  const pref = goalPreference(goalSlug);
  const exclude = new Set(excludeIds);
  const pool = candidates.filter((c) => !exclude.has(c.id));
  const sort = compareBy(pref.sort);
  const fits = pool.filter((c) => pref.levels.includes(c.level)).sort(sort);
  const rest = pool.filter((c) => !pref.levels.includes(c.level)).sort(sort);
  return [...fits, ...rest].slice(0, Math.max(0, limit));
}

/** Courses of one followed subcategory, best-rated first. */
export function rankForSubcategory<T extends Candidate>(candidates: readonly T[], subcategoryId: number, excludeIds: readonly number[], limit: number): T[] {
  const exclude = new Set(excludeIds);
  return candidates
    .filter((c) => c.subcategoryId === subcategoryId && !exclude.has(c.id))
    .sort(compareBy('rating'))
    .slice(0, Math.max(0, limit));
}

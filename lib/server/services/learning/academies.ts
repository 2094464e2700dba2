/**
 * The learner's academies (issue 7) and their progress in each. Scoped to the `userId` passed in
 * (the viewer).
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { academies, skillPathCourses, skillPaths, type LocalizedText } from '@/lib/server/db/schema';
import { summarizeTrack } from '@/lib/domain/learning/progress';
import { enrollmentProgress } from './enrollments';

export type LearnerAcademy = {
  slug: string;
  title: LocalizedText;
  description: LocalizedText | null;
  logoUrl: string;
  pathCount: number;
  courseCount: number;
  enrolledCount: number;
  completedCount: number;
  percent: number;
};

/** The academies whose tracks hold at least one of the learner's courses, with their progress in each. */
export async function listLearnerAcademies(db: Db, userId: number): Promise<LearnerAcademy[]> {
  const progress = await enrollmentProgress(db, userId);
  if (progress.size === 0) return [];
  const rows = await db
    .select({
      academyId: academies.id,
      slug: academies.slug,
      title: academies.title,
      description: academies.description,
      logoUrl: academies.logoUrl,
      position: academies.position,
      pathId: skillPathCourses.skillPathId,
      courseId: skillPathCourses.courseId,
    })
    .from(skillPathCourses)
    .innerJoin(skillPaths, eq(skillPaths.id, skillPathCourses.skillPathId))
    .innerJoin(academies, eq(academies.id, skillPaths.academyId));
  const byAcademy = new Map<number, { row: (typeof rows)[number]; paths: Set<number>; courses: Set<number> }>();
  for (const r of rows) {
    const entry = byAcademy.get(r.academyId) ?? { row: r, paths: new Set<number>(), courses: new Set<number>() };
    entry.paths.add(r.pathId);
    entry.courses.add(r.courseId);
    byAcademy.set(r.academyId, entry);
  }
  const list: { academy: LearnerAcademy; position: number }[] = [];
  for (const { row, paths, courses: courseIds } of byAcademy.values()) {
    const mine = [...courseIds].map((id) => progress.get(id) ?? null);
    const summary = summarizeTrack(mine.map((m) => ({ progressPercent: m ? m.progressPercent : null, completedAt: m ? m.completedAt : null })));
    const enrolledCount = mine.filter((m) => m !== null).length;
    if (enrolledCount === 0) continue;
    list.push({
      position: row.position,
      academy: {
        slug: row.slug,
        title: row.title,
        description: row.description,
        logoUrl: row.logoUrl,
        pathCount: paths.size,
        courseCount: courseIds.size,
        enrolledCount,
        completedCount: summary.completed,
        percent: summary.percent,
      },
    });
  }
  return list.sort((a, b) => b.academy.enrolledCount - a.academy.enrolledCount || a.position - b.position).map((entry) => entry.academy);
}

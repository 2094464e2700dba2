/**
 * The learner's tracks (skill paths, issue 7): those they follow and those their organisation
 * assigned, with their progress in each. Scoped to the `userId` passed in (the viewer).
 */
import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { academies, categories, courses, organizationAssignments, organizationMembers, organizations, skillPathCourses, skillPaths, type LocalizedText } from '@/lib/server/db/schema';
import { progressState, summarizeTrack, type ProgressState } from '@/lib/domain/learning/progress';
import { courseRefColumns, type CourseRef } from './course-ref';
import { enrollmentProgress } from './enrollments';
import { listMemberOrganizationIds } from './member-organizations';

export type LearnerTrackCourse = { course: CourseRef; progressPercent: number | null; completedAt: Date | null; state: ProgressState | null };

export type LearnerTrack = {
  id: number;
  slug: string;
  title: LocalizedText;
  academy: { slug: string; title: LocalizedText };
  courses: LearnerTrackCourse[];
  completed: number;
  total: number;
  percent: number;
  /** Set when the learner's organisation assigned the track. */
  assignment: { organizationName: string; dueDate: string | null } | null;
  /** The learner studies at least one of its courses. */
  following: boolean;
};

/**
 * The tracks the learner follows (they study one of its courses) or their organisation
 * assigned (to them or to every member; only `organizationId`'s when given).
 */
export async function listLearnerTracks(db: Db, userId: number, options: { organizationId?: number } = {}): Promise<LearnerTrack[]> {
  const progress = await enrollmentProgress(db, userId);
  const orgIds = options.organizationId !== undefined ? [options.organizationId] : await listMemberOrganizationIds(db, userId);
  const enrolledIds = [...progress.keys()];
  const [followedRows, assignedRows] = await Promise.all([
    enrolledIds.length === 0
      ? Promise.resolve([] as { id: number }[])
      : db.selectDistinct({ id: skillPathCourses.skillPathId }).from(skillPathCourses).where(inArray(skillPathCourses.courseId, enrolledIds)),
    orgIds.length === 0
      ? Promise.resolve([] as { id: number | null; dueDate: string | null; organizationName: string }[])
      : db
          .select({ id: organizationAssignments.skillPathId, dueDate: organizationAssignments.dueDate, organizationName: organizations.name })
          .from(organizationAssignments)
          .innerJoin(organizations, eq(organizations.id, organizationAssignments.organizationId))
          .innerJoin(
            organizationMembers,
            and(eq(organizationMembers.organizationId, organizationAssignments.organizationId), eq(organizationMembers.userId, userId)),
          )
          .where(
            and(
              inArray(organizationAssignments.organizationId, orgIds),
              isNotNull(organizationAssignments.skillPathId),
              or(isNull(organizationAssignments.userId), eq(organizationAssignments.userId, userId)),
            ),
          )
          .orderBy(sql`${organizationAssignments.dueDate} asc nulls last`, asc(organizationAssignments.id)),
  ]);
  const followed = new Set(followedRows.map((r) => r.id));
  const assigned = new Map<number, { organizationName: string; dueDate: string | null }>();
  for (const a of assignedRows) if (a.id !== null && !assigned.has(a.id)) assigned.set(a.id, { organizationName: a.organizationName, dueDate: a.dueDate });
  const pathIds = [...new Set([...followed, ...assigned.keys()])];
  if (pathIds.length === 0) return [];

  const [pathRows, courseRows] = await Promise.all([
    db
      .select({ id: skillPaths.id, slug: skillPaths.slug, title: skillPaths.title, academySlug: academies.slug, academyTitle: academies.title })
      .from(skillPaths)
      .innerJoin(academies, eq(academies.id, skillPaths.academyId))
      .where(inArray(skillPaths.id, pathIds)),
    db
      .select({ pathId: skillPathCourses.skillPathId, ...courseRefColumns })
      .from(skillPathCourses)
      .innerJoin(courses, eq(courses.id, skillPathCourses.courseId))
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(inArray(skillPathCourses.skillPathId, pathIds))
      .orderBy(asc(skillPathCourses.position), asc(courses.id)),
  ]);
  const tracks = pathRows.map((p): LearnerTrack => {
    const list = courseRows
      .filter((c) => c.pathId === p.id)
      .map((c): LearnerTrackCourse => {
        const mine = progress.get(c.id);
        return {
          course: { id: c.id, slug: c.slug, title: c.title, categorySlug: c.categorySlug, coverImage: c.coverImage },
          progressPercent: mine ? mine.progressPercent : null,
          completedAt: mine ? mine.completedAt : null,
          state: mine ? progressState(mine.progressPercent, mine.completedAt) : null,
        };
      });
    const summary = summarizeTrack(list);
    return {
      id: p.id,
      slug: p.slug,
      title: p.title,
      academy: { slug: p.academySlug, title: p.academyTitle },
      courses: list,
      ...summary,
      assignment: assigned.get(p.id) ?? null,
      following: followed.has(p.id),
    };
  });
  // Assigned tracks first (earliest due date first, as the query ordered them), then the most advanced.
  const assignedOrder = [...assigned.keys()];
  return tracks.sort((a, b) => {
    const ai = a.assignment ? assignedOrder.indexOf(a.id) : Infinity;
    const bi = b.assignment ? assignedOrder.indexOf(b.id) : Infinity;
    return ai - bi || b.percent - a.percent || a.id - b.id;
  });
}

import 'server-only';
import { and, eq, inArray, isNotNull, gte } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courses, enrollments, organizationAssignments, organizationMembers, skillPaths, type LocalizedText } from '@/lib/server/db/schema';
import { lastMonths, monthKey } from '@/lib/domain/panels/sales-series';
import { combinedProgress, listOrgMembers, trackCourseIds, type CourseProgress, type OrgMemberRecord } from './org';

export type ReportMember = OrgMemberRecord & {
  /** Courses and tracks assigned to this member (personally or to everyone). */
  assignedCount: number;
  assignedCompleted: number;
  /** Average progress over the assigned items (0 when nothing is assigned). */
  assignedProgress: number;
};

export const PROGRESS_BUCKETS = ['0', '1-24', '25-49', '50-74', '75-99', '100'] as const;
export type ProgressBucket = (typeof PROGRESS_BUCKETS)[number];

export function progressBucket(percent: number, completed: boolean): ProgressBucket {
  if (completed || percent >= 100) return '100';
  if (percent <= 0) return '0';
  if (percent < 25) return '1-24';
  if (percent < 50) return '25-49';
  if (percent < 75) return '50-74';
  return '75-99';
}

export type OrgReport = {
  members: ReportMember[];
  totals: { members: number; enrollments: number; completed: number; averageProgress: number; assignments: number };
  /** Members' enrollments by progress band. */
  progressBuckets: Array<{ bucket: ProgressBucket; count: number }>;
  /** Courses completed by members per month, last 6 months (UTC). */
  completionsByMonth: Array<{ month: string; count: number }>;
  /** Each assigned item: how many of its members completed it. */
  assignmentCompletion: Array<{ id: number; kind: 'course' | 'track'; title: LocalizedText; assigned: number; completed: number }>;
};

/**
 * The progress report of an organisation's members (admin panel and leader view; the caller has
 * checked the 'report' capability for THIS organisation): every number is computed over the
 * organisation's members only.
 */
export async function getOrgReport(db: Db, organizationId: number, now: Date): Promise<OrgReport> {
  const members = await listOrgMembers(db, organizationId);
  const memberIds = members.map((m) => m.userId);
  const months = lastMonths(now, 6);
  const since = new Date(`${months[0]}-01T00:00:00Z`);
  const [assignments, memberEnrollments, completions] = await Promise.all([
    db
      .select({
        id: organizationAssignments.id,
        userId: organizationAssignments.userId,
        courseId: organizationAssignments.courseId,
        skillPathId: organizationAssignments.skillPathId,
        courseTitle: courses.title,
        trackTitle: skillPaths.title,
      })
      .from(organizationAssignments)
      .leftJoin(courses, eq(courses.id, organizationAssignments.courseId))
      .leftJoin(skillPaths, eq(skillPaths.id, organizationAssignments.skillPathId))
      .where(eq(organizationAssignments.organizationId, organizationId)),
    memberIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ userId: enrollments.userId, courseId: enrollments.courseId, progressPercent: enrollments.progressPercent, completedAt: enrollments.completedAt })
          .from(enrollments)
          .where(inArray(enrollments.userId, memberIds)),
    memberIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ completedAt: enrollments.completedAt })
          .from(enrollments)
          .innerJoin(organizationMembers, and(eq(organizationMembers.userId, enrollments.userId), eq(organizationMembers.organizationId, organizationId)))
          .where(and(isNotNull(enrollments.completedAt), gte(enrollments.completedAt, since))),
  ]);

  const tracks = await trackCourseIds(db, [...new Set(assignments.flatMap((a) => (a.skillPathId === null ? [] : [a.skillPathId])))]);
  const progressByUser = new Map<number, Map<number, CourseProgress>>();
  for (const e of memberEnrollments) {
    let map = progressByUser.get(e.userId);
    if (!map) progressByUser.set(e.userId, (map = new Map()));
    map.set(e.courseId, { courseId: e.courseId, progressPercent: e.progressPercent, completed: e.completedAt !== null });
  }
  const itemCourses = (a: (typeof assignments)[number]) => (a.courseId !== null ? [a.courseId] : (tracks.get(a.skillPathId!) ?? []));
  const itemStats = new Map<number, { assigned: number; completed: number }>(assignments.map((a) => [a.id, { assigned: 0, completed: 0 }]));

  const reportMembers: ReportMember[] = members.map((member) => {
    const progress = progressByUser.get(member.userId) ?? new Map<number, CourseProgress>();
    const mine = assignments.filter((a) => a.userId === null || a.userId === member.userId);
    let completed = 0;
    let sum = 0;
    for (const a of mine) {
      const p = combinedProgress(itemCourses(a), progress);
      const stats = itemStats.get(a.id)!;
      stats.assigned += 1;
      if (p.completed) {
        stats.completed += 1;
        completed += 1;
      }
      sum += p.progressPercent;
    }
    return { ...member, assignedCount: mine.length, assignedCompleted: completed, assignedProgress: mine.length ? Math.round(sum / mine.length) : 0 };
  });

  const buckets = new Map<ProgressBucket, number>(PROGRESS_BUCKETS.map((b) => [b, 0]));
  for (const e of memberEnrollments) {
    const b = progressBucket(e.progressPercent, e.completedAt !== null);
    buckets.set(b, (buckets.get(b) ?? 0) + 1);
  }
  const byMonth = new Map(months.map((m) => [m, 0]));
  for (const c of completions) {
    const key = monthKey(c.completedAt!);
    if (byMonth.has(key)) byMonth.set(key, byMonth.get(key)! + 1);
  }
  const totalProgress = memberEnrollments.reduce((s, e) => s + (e.completedAt ? 100 : e.progressPercent), 0);
  return {
    members: reportMembers,
    totals: {
      members: members.length,
      enrollments: memberEnrollments.length,
      completed: memberEnrollments.filter((e) => e.completedAt !== null).length,
      averageProgress: memberEnrollments.length ? Math.round(totalProgress / memberEnrollments.length) : 0,
      assignments: assignments.length,
    },
    progressBuckets: PROGRESS_BUCKETS.map((bucket) => ({ bucket, count: buckets.get(bucket) ?? 0 })),
    completionsByMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
    assignmentCompletion: assignments.map((a) => ({
      id: a.id,
      kind: a.courseId !== null ? ('course' as const) : ('track' as const),
      title: (a.courseTitle ?? a.trackTitle ?? { es: '' }) as LocalizedText,
      ...itemStats.get(a.id)!,
    })),
  };
}

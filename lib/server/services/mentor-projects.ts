import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courses, mentors, organizations, projects, users, type LocalizedText } from '@/lib/server/db/schema';
import { canReviewProject, reviewOutcome, type ContentStatus, type MentorStatusValue, type ProjectEvaluation } from '@/lib/domain/panels/project-review';
import { revalidatePublicPaths } from '@/lib/server/cache/revalidate-public-pages';
import { SPEC_ROUTES } from '@/lib/domain/paths/spec-routes';
import { issueCertificateIfComplete } from '@/lib/server/services/classroom/course-settlement';

export type MentorProjectView = {
  id: number;
  title: string;
  description: string;
  evaluation: ProjectEvaluation;
  status: ContentStatus;
  score: number | null;
  feedback: string | null;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  learner: { fullName: string };
  course: { id: number; slug: string; categorySlug: string; title: LocalizedText };
  organization: string | null;
  reviewable: boolean;
};

/**
 * Projects assigned to the mentor (projects.mentor_user_id): waiting for review first (oldest
 * submission first, so nobody waits longest), then the rest newest first. Drafts are the
 * learner's own and are not shown.
 */
export async function listMentorProjects(db: Db, mentorUserId: number): Promise<MentorProjectView[]> {
  const rows = await db
    .select({
      p: projects,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      course: { id: courses.id, slug: courses.slug, title: courses.title },
      categorySlug: categories.slug,
      organization: organizations.name,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(organizations, eq(organizations.id, projects.organizationId))
    .where(and(eq(projects.mentorUserId, mentorUserId), sql`${projects.status} <> 'DRAFT'`))
    .orderBy(
      sql`case when ${projects.status} = 'PUBLISHED' then 0 else 1 end`,
      sql`case when ${projects.status} = 'PUBLISHED' then ${projects.submittedAt} end asc nulls last`,
      desc(projects.reviewedAt),
      asc(projects.id),
    );
  return rows.map((r) => ({
    id: r.p.id,
    title: r.p.title,
    description: r.p.description,
    evaluation: r.p.evaluation,
    status: r.p.status,
    score: r.p.score,
    feedback: r.p.feedback,
    submittedAt: r.p.submittedAt,
    reviewedAt: r.p.reviewedAt,
    // Learners are shown by name only (no e-mail): the mentor needs no contact details to review.
    learner: { fullName: `${r.firstName} ${r.lastName}`.trim() || r.username },
    course: { ...r.course, categorySlug: r.categorySlug },
    organization: r.organization,
    reviewable: canReviewProject({ status: r.p.status, evaluation: r.p.evaluation }),
  }));
}

export type ReviewError = 'notFound' | 'notReviewable';

/**
 * Records the mentor's review of one of THEIR projects: the score and feedback, and the status
 * that follows from the score (lib/domain/panels/project-review.ts). The row is locked so a double
 * submit reviews once; another mentor's project reads as not found.
 */
export async function reviewProject(
  db: Db,
  input: { mentorUserId: number; projectId: number; score: number; feedback: string; now: Date },
): Promise<{ ok: true; status: 'FINISHED' | 'OBSERVED' } | { ok: false; error: ReviewError }> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id, status: projects.status, evaluation: projects.evaluation, userId: projects.userId, courseId: projects.courseId })
      .from(projects)
      .where(and(eq(projects.id, input.projectId), eq(projects.mentorUserId, input.mentorUserId)))
      .for('update')
      .limit(1);
    if (!project) return { ok: false as const, error: 'notFound' as const };
    if (!canReviewProject(project)) return { ok: false as const, error: 'notReviewable' as const };
    const status = reviewOutcome(input.score);
    await tx.update(projects).set({ status, score: input.score, feedback: input.feedback, reviewedAt: input.now }).where(eq(projects.id, project.id));
    // An approval can be the last requirement of a FINAL_PROJECT course: the certificate follows
    // from this event (issue 15), in the same transaction, never from a page render.
    if (status === 'FINISHED') await issueCertificateIfComplete(tx, project.userId, project.courseId, input.now);
    return { ok: true as const, status };
  });
}

/**
 * Sets the status of the mentor profile linked to the user; false when the user has none. The
 * public mentors page shows it (and how many are available): it is revalidated.
 */
export async function updateMentorStatus(db: Db, userId: number, status: MentorStatusValue): Promise<boolean> {
  const updated = await db.update(mentors).set({ status }).where(eq(mentors.userId, userId)).returning({ id: mentors.id });
  if (updated.length > 0) revalidatePublicPaths([SPEC_ROUTES.mentors]);
  return updated.length > 0;
}

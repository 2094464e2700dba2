import 'server-only';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courseLectures, courses, professors, studioUploads, type LocalizedText } from '@/lib/server/db/schema';
import { advanceUpload, nextUploadStatus, studioCourseSlug, type LectureProblem, type LectureType, type UploadStatus } from '@/lib/domain/org/studio';
import type { OrganizationRecord } from './org';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type StudioUploadView = {
  id: number;
  status: UploadStatus;
  message: string | null;
  createdAt: Date;
  updatedAt: Date;
  course: { id: number; slug: string; title: LocalizedText; isActive: boolean; lectureCount: number; durationSeconds: number };
};

/** Uploads of THIS organisation, newest first. */
export async function listStudioUploads(db: Db, organizationId: number): Promise<StudioUploadView[]> {
  const rows = await db
    .select({ upload: studioUploads, course: { id: courses.id, slug: courses.slug, title: courses.title, isActive: courses.isActive, durationSeconds: courses.durationSeconds } })
    .from(studioUploads)
    .innerJoin(courses, eq(courses.id, studioUploads.courseId))
    .where(eq(studioUploads.organizationId, organizationId))
    .orderBy(desc(studioUploads.createdAt), desc(studioUploads.id));
  const counts = new Map<number, number>();
  if (rows.length > 0) {
    const lectures = await db.select({ courseId: courseLectures.courseId }).from(courseLectures).innerJoin(studioUploads, eq(studioUploads.courseId, courseLectures.courseId)).where(eq(studioUploads.organizationId, organizationId));
    for (const l of lectures) counts.set(l.courseId, (counts.get(l.courseId) ?? 0) + 1);
  }
  return rows.map(({ upload, course }) => ({
    id: upload.id,
    status: upload.status,
    message: upload.message,
    createdAt: upload.createdAt,
    updatedAt: upload.updatedAt,
    course: { ...course, lectureCount: counts.get(course.id) ?? 0 },
  }));
}

/** Studio courses are taught by the organisation itself: one professor profile per organisation. */
async function studioProfessorId(tx: Tx, org: OrganizationRecord): Promise<number> {
  const slug = `studio-${org.slug}`;
  const [existing] = await tx.select({ id: professors.id }).from(professors).where(eq(professors.slug, slug)).limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(professors)
    .values({ slug, fullName: org.name, occupation: { es: 'Equipo de formación', pt: 'Equipe de treinamento', en: 'Training team' }, avatarUrl: org.isotype ?? org.logo })
    .onConflictDoNothing()
    .returning({ id: professors.id });
  if (created) return created.id;
  const [again] = await tx.select({ id: professors.id }).from(professors).where(eq(professors.slug, slug)).limit(1);
  return again.id;
}

async function uniqueSlug(tx: Tx, base: string): Promise<string> {
  const taken = new Set((await tx.select({ slug: courses.slug }).from(courses).where(like(courses.slug, `${base}%`))).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type StudioCourseData = {
  title: string;
  summary: string;
  categoryId: number;
  lectures: Array<{ title: string; lectureType: LectureType; durationMinutes: number }>;
};

/**
 * Creates a course private to the organisation (courses.organization_id), not active until its
 * upload completes, with its lectures and an upload row in SUBMITTED.
 */
export async function createStudioCourse(
  db: Db,
  input: { org: OrganizationRecord; userId: number; data: StudioCourseData; now: Date },
): Promise<{ ok: true; uploadId: number; courseId: number } | { ok: false; error: 'categoryNotFound' }> {
  const { org, data } = input;
  return db.transaction(async (tx) => {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, data.categoryId)).limit(1);
    if (!category) return { ok: false as const, error: 'categoryNotFound' as const };
    const slug = await uniqueSlug(tx, studioCourseSlug(org.slug, data.title));
    const title = { es: data.title, pt: data.title, en: data.title };
    const summary = data.summary ? { es: data.summary, pt: data.summary, en: data.summary } : null;
    const [course] = await tx
      .insert(courses)
      .values({
        slug,
        title,
        summary,
        categoryId: category.id,
        professorId: await studioProfessorId(tx, org),
        organizationId: org.id,
        courseType: 'B2B',
        coverImage: `/media/course/${slug}.svg`,
        promoImage: `/media/course/${slug}-promo.svg`,
        durationSeconds: data.lectures.reduce((s, l) => s + l.durationMinutes * 60, 0),
        isActive: false,
        createdAt: input.now,
      })
      .returning({ id: courses.id });
    if (data.lectures.length > 0) {
      const moduleTitle = { es: 'Contenido', pt: 'Conteúdo', en: 'Content' };
      await tx.insert(courseLectures).values(
        data.lectures.map((l, i) => ({
          courseId: course.id,
          moduleTitle,
          title: { es: l.title, pt: l.title, en: l.title },
          lectureType: l.lectureType,
          durationSeconds: l.durationMinutes * 60,
          position: i + 1,
        })),
      );
    }
    const [upload] = await tx
      .insert(studioUploads)
      .values({ organizationId: org.id, courseId: course.id, status: 'SUBMITTED', createdByUserId: input.userId, createdAt: input.now, updatedAt: input.now })
      .returning({ id: studioUploads.id });
    return { ok: true as const, uploadId: upload.id, courseId: course.id };
  });
}

export type StudioStepError = 'notFound' | 'notAllowed';
export type StudioStepResult = { ok: true; status: UploadStatus; problem: LectureProblem | null } | { ok: false; error: StudioStepError };

async function lockUpload(tx: Tx, organizationId: number, uploadId: number) {
  const [upload] = await tx
    .select()
    .from(studioUploads)
    .where(and(eq(studioUploads.id, uploadId), eq(studioUploads.organizationId, organizationId)))
    .for('update')
    .limit(1);
  return upload ?? null;
}

/**
 * One processing step of an upload of THIS organisation (lib/domain/org/studio.ts advanceUpload):
 * SUBMITTED starts, PROGRESSING validates the lectures and ends COMPLETE (the course goes live
 * in the organisation) or INVALID, ERROR is retried. A failure while validating ends in ERROR.
 * `process` is the validation step, replaceable in tests to simulate a failure.
 */
export async function advanceStudioUpload(
  db: Db,
  input: { organizationId: number; uploadId: number; now: Date },
  process: typeof advanceUpload = advanceUpload,
): Promise<StudioStepResult> {
  return db.transaction(async (tx) => {
    const upload = await lockUpload(tx, input.organizationId, input.uploadId);
    if (!upload) return { ok: false as const, error: 'notFound' as const };
    const lectures = await tx
      .select({ title: courseLectures.title, lectureType: courseLectures.lectureType, durationSeconds: courseLectures.durationSeconds })
      .from(courseLectures)
      .where(eq(courseLectures.courseId, upload.courseId))
      .orderBy(asc(courseLectures.position));
    let step: ReturnType<typeof advanceUpload>;
    let failure: string | null = null;
    try {
      step = process(upload.status, lectures.map((l) => ({ title: l.title.es, lectureType: l.lectureType, durationSeconds: l.durationSeconds })));
    } catch (err) {
      const to = nextUploadStatus(upload.status, 'fail');
      if (!to) throw err;
      step = { status: to, event: 'fail', problem: null };
      failure = 'processingFailed';
      console.error('[studio] processing failed:', (err as Error).message);
    }
    if (!step) return { ok: false as const, error: 'notAllowed' as const };
    await tx
      .update(studioUploads)
      .set({ status: step.status, message: step.problem ?? failure, updatedAt: input.now })
      .where(eq(studioUploads.id, upload.id));
    if (step.status === 'COMPLETE') await tx.update(courses).set({ isActive: true, publishedAt: input.now }).where(eq(courses.id, upload.courseId));
    return { ok: true as const, status: step.status, problem: step.problem };
  });
}

/** Withdraws an upload still SUBMITTED or PROGRESSING. */
export async function cancelStudioUpload(db: Db, input: { organizationId: number; uploadId: number; now: Date }): Promise<StudioStepResult> {
  return db.transaction(async (tx) => {
    const upload = await lockUpload(tx, input.organizationId, input.uploadId);
    if (!upload) return { ok: false as const, error: 'notFound' as const };
    const to = nextUploadStatus(upload.status, 'cancel');
    if (!to) return { ok: false as const, error: 'notAllowed' as const };
    await tx.update(studioUploads).set({ status: to, message: null, updatedAt: input.now }).where(eq(studioUploads.id, upload.id));
    return { ok: true as const, status: to, problem: null };
  });
}

/** Categories offered by the studio form. */
export async function listStudioCategories(db: Db) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.position), asc(categories.id));
}

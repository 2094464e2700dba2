/**
 * Progress and certificates by events (issue 15 item 4; the services of lib/server/services/classroom/)
 * on the real database: playback below and above 90 %, completion recomputing the enrollment's
 * progress in the same transaction, exactly one certificate at 100 % however often or however
 * concurrently the last lecture is completed, the course's project evaluation (spec §3
 * FINAL_PROJECT / NOT_REQUIREMENT / QUIZ_EVALUATION) holding the certificate back, and the
 * learner home reading without writing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import { categories, certificates, courseLectures, courses, enrollments, lectureProgress, professors, projects, quizAttempts, surveyResponses, users } from '@/lib/server/db/schema';
import type { LectureContent } from '@/lib/domain/learning/lecture-content';
import { loadClassroomLecture } from '@/lib/server/services/classroom/classroom-lecture';
import { issueCertificateIfComplete } from '@/lib/server/services/classroom/course-settlement';
import { loadCurriculum } from '@/lib/server/services/classroom/curriculum';
import { loadLectureProgress, loadResumeLectureNumbers } from '@/lib/server/services/classroom/learner-progress';
import { completeLecture } from '@/lib/server/services/classroom/lecture-completion';
import { recordPlayback } from '@/lib/server/services/classroom/playback';
import { listQuizAttempts, openQuizAttempt, submitQuizAttempt } from '@/lib/server/services/classroom/quiz-attempts';
import { loadQuizForGrading } from '@/lib/server/services/classroom/quiz-grading';
import { saveSurveyResponse } from '@/lib/server/services/classroom/survey-responses';
import { reviewProject } from '@/lib/server/services/mentor-projects';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

// The learner home is rendered below outside Next: its translations are stubbed, its data is real.
vi.mock('next-intl/server', () => ({
  getTranslations: async () => Object.assign((key: string) => key, { rich: (key: string) => key, has: () => true }),
  getFormatter: async () => ({ dateTime: () => '', number: (n: number) => String(n), relativeTime: () => '' }),
}));

vi.mock('@/components/ui/LocalizedLink', () => ({
  Link: () => null,
}));
vi.mock('@/lib/client/i18n/localized-router', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: () => undefined, replace: () => undefined }),
}));

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

const video = (seconds = 30): LectureContent => ({
  type: 'CLASS',
  video: { format: 'MP4', provider: 'HOUSE', src: '/media/lectures/video/lecture-1.mp4', poster: '/media/lectures/video/lecture-1.jpg', durationSeconds: seconds },
});
const quiz = (mode: 'CUMULATIVE' | 'FORMATIVE'): LectureContent => ({
  type: 'QUIZ',
  settings: { approvalThreshold: 70, durationMinutes: null, retryWaitMinutes: 60, showAnswers: 'AT_END', mode },
  questions: [
    { id: 'q1', type: 'SIMPLE', prompt: { es: '¿Qué mide el CTR?' }, options: [{ id: 'a', text: { es: 'Clics sobre impresiones' }, correct: true }, { id: 'b', text: { es: 'Ventas' }, correct: false }] },
    { id: 'q2', type: 'MULTIPLE', prompt: { es: '¿Qué ayuda al SEO?' }, options: [{ id: 'a', text: { es: 'Contenido útil' }, correct: true }, { id: 'b', text: { es: 'Relleno' }, correct: false }] },
  ],
});
const pdf: LectureContent = { type: 'PDF', path: { es: '/media/lectures/handouts/fotografia-es.pdf' } };
const pause: LectureContent = { type: 'BREAK', minutes: 5, message: { es: 'Descansa' } };
const scorm: LectureContent = { type: 'SCORM', packageName: 'simulacion.zip' };
const survey: LectureContent = { type: 'SURVEY', questions: [{ id: 'useful', type: 'RATING', prompt: { es: '¿Útil?' }, options: [], required: true }] };
const exercise: LectureContent = { type: 'EXERCISE', instructions: { es: 'Sube tu proyecto' }, deliverables: [{ es: 'Una imagen' }] };

let db: Db;
let learner: number;
let other: number;
let mentor: number;
let seq = 0;

/** A course of its own for each scenario, with these lectures in this order, and the learner enrolled. */
async function course(evaluation: 'FINAL_PROJECT' | 'NOT_REQUIREMENT' | 'QUIZ_EVALUATION', contents: LectureContent[], options: { enroll?: number | null } = {}) {
  const [cat] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [prof] = await db.select({ id: professors.id }).from(professors).limit(1);
  seq += 1;
  const [c] = await db
    .insert(courses)
    .values({ slug: `aula-de-prueba-${seq}`, title: { es: `Aula de prueba ${seq}` }, categoryId: cat.id, professorId: prof.id, coverImage: '/media/course/x.svg', projectEvaluation: evaluation })
    .returning({ id: courses.id });
  const rows = await db
    .insert(courseLectures)
    .values(
      contents.map((content, i) => ({
        courseId: c.id,
        moduleTitle: { es: i < 2 ? 'Introducción' : 'Práctica' },
        title: { es: `Clase ${i + 1}` },
        lectureType: content.type,
        durationSeconds: 600,
        position: i + 1,
        isPreview: i === 0,
        content,
      })),
    )
    .returning({ id: courseLectures.id });
  const enroll = options.enroll === undefined ? learner : options.enroll;
  if (enroll !== null) await db.insert(enrollments).values({ userId: enroll, courseId: c.id, enrollmentType: 'PAID' });
  return { courseId: c.id, lectures: rows.map((r) => r.id) };
}

async function enrollment(userId: number, courseId: number) {
  const [row] = await db.select().from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row;
}
async function certificateCount(userId: number, courseId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row.n;
}
async function passQuiz(userId: number, lectureId: number, passed: boolean) {
  const open = await openQuizAttempt(db, { userId, lectureId });
  if (!open.ok) throw new Error(open.error);
  return submitQuizAttempt(db, { userId, attemptId: open.data.id, answers: { q1: [passed ? 'a' : 'b'], q2: ['a'] }, scorePercent: passed ? 100 : 50, passed, needsReview: false });
}

beforeAll(async () => {
  await setupTestDatabase();
  db = await getDb();
  const id = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  learner = await id('payg@demo.cursalia.test');
  other = await id('affiliate@demo.cursalia.test');
  mentor = await id('mentor@demo.cursalia.test');
});

afterAll(async () => {
  await teardownTestDatabase();
});

describe(`classroom progress (${label})`, () => {
  it('playback below 90 % saves the resume second only; at 90 % the video completes and the progress moves', async () => {
    const { courseId, lectures } = await course('NOT_REQUIREMENT', [video(30), pdf, pause, scorm]);
    const below = await recordPlayback(db, { userId: learner, lectureId: lectures[0], positionSeconds: 20.6, watchedSeconds: 26 });
    expect(below).toMatchObject({ ok: true, data: { lectureCompleted: false, positionSeconds: 20, watchedSeconds: 26, progressPercent: 0, certificateIssued: false, certificateBlockers: null } });
    expect((await enrollment(learner, courseId)).progressPercent).toBe(0);

    // Watching again from the start keeps the most watched; the new position is saved.
    const replay = await recordPlayback(db, { userId: learner, lectureId: lectures[0], positionSeconds: 4, watchedSeconds: 4 });
    expect(replay.ok && replay.data).toMatchObject({ positionSeconds: 4, watchedSeconds: 26, lectureCompleted: false });

    const above = await recordPlayback(db, { userId: learner, lectureId: lectures[0], positionSeconds: 27, watchedSeconds: 27 });
    // 1 of 3 lectures that count (SCORM does not): 33 %.
    expect(above).toMatchObject({ ok: true, data: { lectureCompleted: true, progressPercent: 33, certificateIssued: false, certificateBlockers: ['lectures'] } });
    expect((await enrollment(learner, courseId)).progressPercent).toBe(33);

    // Out-of-range numbers are clamped to the media; a finished video stays completed.
    const later = await recordPlayback(db, { userId: learner, lectureId: lectures[0], positionSeconds: 999, watchedSeconds: -5 });
    expect(later.ok && later.data).toMatchObject({ positionSeconds: 30, watchedSeconds: 27, lectureCompleted: true, progressPercent: 33 });

    // Playback of a lecture that is not a video is refused; so is a lecture that does not exist.
    expect(await recordPlayback(db, { userId: learner, lectureId: lectures[1], positionSeconds: 3, watchedSeconds: 3 })).toEqual({ ok: false, error: 'notPlayback' });
    expect(await recordPlayback(db, { userId: learner, lectureId: 987654, positionSeconds: 3, watchedSeconds: 3 })).toEqual({ ok: false, error: 'notFound' });
  });

  it('completing lectures recomputes the progress; a video, a SCORM package and an unsubmitted quiz cannot be clicked done', async () => {
    const { courseId, lectures } = await course('NOT_REQUIREMENT', [video(), pdf, quiz('FORMATIVE'), scorm, survey, pause]);
    expect(await completeLecture(db, { userId: learner, lectureId: lectures[0] })).toEqual({ ok: false, error: 'needsPlayback' });
    expect(await completeLecture(db, { userId: learner, lectureId: lectures[3] })).toEqual({ ok: false, error: 'notCompletable' });
    expect(await completeLecture(db, { userId: learner, lectureId: lectures[2] })).toEqual({ ok: false, error: 'needsQuizAttempt' });
    expect(await completeLecture(db, { userId: learner, lectureId: lectures[4] })).toEqual({ ok: false, error: 'needsSurveyResponse' });

    const first = await completeLecture(db, { userId: learner, lectureId: lectures[1] });
    expect(first).toMatchObject({ ok: true, data: { lectureCompleted: true, progressPercent: 20 } }); // 1 of 5
    const again = await completeLecture(db, { userId: learner, lectureId: lectures[1] });
    expect(again).toMatchObject({ ok: true, data: { progressPercent: 20 } });
    await completeLecture(db, { userId: learner, lectureId: lectures[5] });
    expect((await enrollment(learner, courseId)).progressPercent).toBe(40);

    // A submitted quiz attempt completes the quiz even when it fails (formative practice).
    const failed = await passQuiz(learner, lectures[2], false);
    expect(failed).toMatchObject({ ok: true, data: { lectureCompleted: true, progressPercent: 60, attempt: { passed: false, scorePercent: 50 } } });
    expect(await completeLecture(db, { userId: learner, lectureId: lectures[2] })).toMatchObject({ ok: true, data: { progressPercent: 60 } });

    const answered = await saveSurveyResponse(db, { userId: learner, lectureId: lectures[4], answers: { useful: 5 } });
    expect(answered).toMatchObject({ ok: true, data: { alreadyAnswered: false, progressPercent: 80 } });
    const twice = await saveSurveyResponse(db, { userId: learner, lectureId: lectures[4], answers: { useful: 1 } });
    expect(twice).toMatchObject({ ok: true, data: { alreadyAnswered: true, progressPercent: 80 } });
    const [stored] = await db.select().from(surveyResponses).where(and(eq(surveyResponses.userId, learner), eq(surveyResponses.lectureId, lectures[4])));
    expect(stored.answers).toEqual({ useful: 5 }); // the first answers stay
    expect(await saveSurveyResponse(db, { userId: learner, lectureId: lectures[1], answers: {} })).toEqual({ ok: false, error: 'notSurvey' });

    // Another learner's progress is theirs alone.
    expect((await loadLectureProgress(db, other, courseId)).completedLectureIds).toEqual([]);
  });

  it('100 % issues exactly one certificate, even when the last lecture is completed twice and concurrently', async () => {
    const { courseId, lectures } = await course('NOT_REQUIREMENT', [pdf, pause, exercise]);
    await completeLecture(db, { userId: learner, lectureId: lectures[0] });
    await completeLecture(db, { userId: learner, lectureId: lectures[1] });
    const results = await Promise.all([
      completeLecture(db, { userId: learner, lectureId: lectures[2] }),
      completeLecture(db, { userId: learner, lectureId: lectures[2] }),
      completeLecture(db, { userId: learner, lectureId: lectures[2] }),
    ]);
    for (const r of results) expect(r).toMatchObject({ ok: true, data: { progressPercent: 100, certificateBlockers: [] } });
    expect(results.filter((r) => r.ok && r.data.certificateIssued)).toHaveLength(1);
    expect(await certificateCount(learner, courseId)).toBe(1);
    expect((await completeLecture(db, { userId: learner, lectureId: lectures[0] })).ok).toBe(true);
    expect(await issueCertificateIfComplete(db, learner, courseId)).toMatchObject({ issued: false, blockers: [], progressPercent: 100 });
    expect(await certificateCount(learner, courseId)).toBe(1);
    const e = await enrollment(learner, courseId);
    expect(e.completedAt).not.toBeNull();

    // Two lectures completed at the same moment by the same learner: both counted, one certificate.
    const two = await course('NOT_REQUIREMENT', [pdf, pause]);
    const pair = await Promise.all(two.lectures.map((lectureId) => completeLecture(db, { userId: learner, lectureId })));
    expect(pair.map((r) => r.ok && r.data.progressPercent).sort()).toEqual([100, 50]);
    expect(await certificateCount(learner, two.courseId)).toBe(1);
  });

  it('QUIZ_EVALUATION: at 100 % with a cumulative quiz not passed there is no certificate; passing it issues one', async () => {
    const { courseId, lectures } = await course('QUIZ_EVALUATION', [pdf, quiz('CUMULATIVE'), quiz('FORMATIVE')]);
    await completeLecture(db, { userId: learner, lectureId: lectures[0] });
    await passQuiz(learner, lectures[2], false); // formative: practice, failing is fine
    const failed = await passQuiz(learner, lectures[1], false);
    expect(failed).toMatchObject({ ok: true, data: { progressPercent: 100, certificateIssued: false, certificateBlockers: ['quizzes'] } });
    expect(await certificateCount(learner, courseId)).toBe(0);
    expect((await enrollment(learner, courseId)).progressPercent).toBe(100);

    // A second attempt: the retry (its wait is the caller's rule) passes and the certificate follows.
    const passed = await passQuiz(learner, lectures[1], true);
    expect(passed).toMatchObject({ ok: true, data: { certificateIssued: true, certificateBlockers: [] } });
    expect(await certificateCount(learner, courseId)).toBe(1);
    const attempts = await listQuizAttempts(db, learner, lectures[1]);
    expect(attempts.map((a) => a.passed)).toEqual([true, false]); // newest first
    // A submitted attempt cannot be submitted again, nor by someone else.
    expect(await submitQuizAttempt(db, { userId: learner, attemptId: attempts[0].id, answers: {}, scorePercent: 0, passed: false, needsReview: false })).toEqual({ ok: false, error: 'notOpen' });
    const open = await openQuizAttempt(db, { userId: learner, lectureId: lectures[1] });
    expect(open.ok).toBe(true);
    expect(await submitQuizAttempt(db, { userId: other, attemptId: open.ok ? open.data.id : 0, answers: {}, scorePercent: 100, passed: true, needsReview: false })).toEqual({ ok: false, error: 'notOpen' });
    // One open attempt at a time: opening again returns the same one.
    const reopened = await openQuizAttempt(db, { userId: learner, lectureId: lectures[1] });
    expect(reopened.ok && open.ok && reopened.data.id === open.data.id).toBe(true);
    expect(await openQuizAttempt(db, { userId: learner, lectureId: lectures[0] })).toEqual({ ok: false, error: 'notQuiz' });
  });

  it('a written answer waiting for review does not pass the quiz yet', async () => {
    const { courseId, lectures } = await course('QUIZ_EVALUATION', [quiz('CUMULATIVE')]);
    const open = await openQuizAttempt(db, { userId: learner, lectureId: lectures[0] });
    const result = await submitQuizAttempt(db, { userId: learner, attemptId: open.ok ? open.data.id : 0, answers: { q1: ['a'], q2: ['a'] }, scorePercent: 100, passed: true, needsReview: true });
    expect(result).toMatchObject({ ok: true, data: { attempt: { passed: false, needsReview: true }, progressPercent: 100, certificateIssued: false } });
    expect(await certificateCount(learner, courseId)).toBe(0);
  });

  it('FINAL_PROJECT: the certificate waits for the mentor’s approval, which issues it and certifies the project', async () => {
    const { courseId, lectures } = await course('FINAL_PROJECT', [pdf, exercise]);
    await completeLecture(db, { userId: learner, lectureId: lectures[0] });
    const last = await completeLecture(db, { userId: learner, lectureId: lectures[1] });
    expect(last).toMatchObject({ ok: true, data: { progressPercent: 100, certificateIssued: false, certificateBlockers: ['project'] } });
    const [project] = await db
      .insert(projects)
      .values({ userId: learner, courseId, title: 'Mi proyecto final', evaluation: 'FINAL_PROJECT', status: 'PUBLISHED', mentorUserId: mentor, submittedAt: new Date() })
      .returning({ id: projects.id });
    expect(await certificateCount(learner, courseId)).toBe(0);
    const review = await reviewProject(db, { mentorUserId: mentor, projectId: project.id, score: 90, feedback: 'Muy buen trabajo, felicitaciones.', now: new Date() });
    expect(review).toEqual({ ok: true, status: 'FINISHED' });
    expect(await certificateCount(learner, courseId)).toBe(1);
    expect((await db.select({ status: projects.status }).from(projects).where(eq(projects.id, project.id)))[0].status).toBe('CERTIFIED');
  });

  it('without an enrollment the resume second is kept but nothing else; enrollAs enrolls the learner with that reason', async () => {
    const { courseId, lectures } = await course('NOT_REQUIREMENT', [video(), pdf], { enroll: null });
    const saved = await recordPlayback(db, { userId: other, lectureId: lectures[0], positionSeconds: 12, watchedSeconds: 12 });
    expect(saved).toMatchObject({ ok: true, data: { progressPercent: null } });
    expect(await enrollment(other, courseId)).toBeUndefined();
    const done = await completeLecture(db, { userId: other, lectureId: lectures[1], enrollAs: 'MEMBERSHIP' });
    expect(done).toMatchObject({ ok: true, data: { progressPercent: 50 } });
    expect(await enrollment(other, courseId)).toMatchObject({ enrollmentType: 'MEMBERSHIP', progressPercent: 50 });
  });

  it('reads: the curriculum by module without answers, the learner’s progress and where to resume', async () => {
    const { courseId, lectures } = await course('QUIZ_EVALUATION', [video(), pdf, quiz('CUMULATIVE'), video(), scorm]);
    const curriculum = await loadCurriculum(db, courseId, 'es');
    expect(curriculum.lectureCount).toBe(5);
    expect(curriculum.modules.map((m) => [m.title, m.lectures.map((l) => l.number)])).toEqual([
      ['Introducción', [1, 2]],
      ['Práctica', [3, 4, 5]],
    ]);
    expect(curriculum.modules[0].lectures[0]).toMatchObject({ id: lectures[0], type: 'CLASS', isPreview: true, countsTowardProgress: true, durationSeconds: 600 });
    expect(curriculum.modules[1].lectures[2]).toMatchObject({ type: 'SCORM', countsTowardProgress: false });
    expect(JSON.stringify(curriculum)).not.toContain('correct');

    expect(await loadLectureProgress(db, learner, courseId)).toMatchObject({ completedLectureIds: [], progressPercent: 0, resumeLectureId: lectures[0], resumeLectureNumber: 1 });
    await recordPlayback(db, { userId: learner, lectureId: lectures[0], positionSeconds: 30, watchedSeconds: 30 });
    await completeLecture(db, { userId: learner, lectureId: lectures[1] });
    expect(await loadLectureProgress(db, learner, courseId)).toMatchObject({ completedLectureIds: [lectures[0], lectures[1]], progressPercent: 50, resumeLectureNumber: 3 });
    await recordPlayback(db, { userId: learner, lectureId: lectures[3], positionSeconds: 11, watchedSeconds: 11 });
    const view = await loadLectureProgress(db, learner, courseId);
    expect(view).toMatchObject({ resumeLectureId: lectures[3], resumeLectureNumber: 4 }); // the last touched, not finished
    expect(view.lectures.find((l) => l.lectureId === lectures[3])).toMatchObject({ positionSeconds: 11, completedAt: null });
    expect((await loadResumeLectureNumbers(db, learner, [courseId])).get(courseId)).toBe(4);

    const quizLecture = await loadClassroomLecture(db, courseId, 3);
    expect(quizLecture).toMatchObject({ id: lectures[2], number: 3, lectureCount: 5, previousNumber: 2, nextNumber: 4, type: 'QUIZ' });
    expect(JSON.stringify(quizLecture)).not.toContain('correct');
    expect((await loadQuizForGrading(db, lectures[2]))?.content.questions[0].options[0].correct).toBe(true);
    expect(await loadClassroomLecture(db, courseId, 6)).toBeNull();
    expect(await loadClassroomLecture(db, courseId, 0)).toBeNull();
    expect((await loadClassroomLecture(db, courseId, 5))?.nextNumber).toBeNull();
  });
});

describe(`pages only read (${label})`, () => {
  it('the learner home and the certificates page write nothing, even for a completed course without its certificate', async () => {
    const { courseId } = await course('NOT_REQUIREMENT', [pdf]);
    // A completion recorded without its event (as the old issue-on-view code relied on).
    await db.update(enrollments).set({ progressPercent: 100, completedAt: new Date() }).where(and(eq(enrollments.userId, learner), eq(enrollments.courseId, courseId)));
    const countOf = async (table: typeof certificates | typeof lectureProgress | typeof quizAttempts | typeof surveyResponses) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
    const snapshot = async () => ({
      certificates: await countOf(certificates),
      lectureProgress: await countOf(lectureProgress),
      quizAttempts: await countOf(quizAttempts),
      surveyResponses: await countOf(surveyResponses),
      enrollments: await db.select({ id: enrollments.id, percent: enrollments.progressPercent, completedAt: enrollments.completedAt }).from(enrollments).orderBy(asc(enrollments.id)),
      projects: await db.select({ id: projects.id, status: projects.status }).from(projects).orderBy(asc(projects.id)),
    });
    const before = await snapshot();
    const { LearnHomeView } = await import('@/components/learning/LearnHomeView');
    const { CertificatesView } = await import('@/components/learning/CertificatesView');
    const [viewer] = await db.select().from(users).where(eq(users.id, learner));
    const ctx = {
      locale: 'es',
      concept: 'home' as const,
      viewer: { user: viewer } as never,
      userId: learner,
      subject: {} as never,
      paths: {} as never,
      org: null,
      db,
      canSaveCourses: false,
    };
    await LearnHomeView(ctx);
    await CertificatesView({ ...ctx, concept: 'certificates' as const });
    expect(await snapshot()).toEqual(before);
    expect(await certificateCount(learner, courseId)).toBe(0);
  });
});

describe(`seeded demo data (${label})`, () => {
  it('the demo certificates exist without any page having been rendered, one per completed enrollment', async () => {
    const rows = await db
      .select({ courseId: enrollments.courseId, certificate: certificates.id })
      .from(enrollments)
      .leftJoin(certificates, and(eq(certificates.userId, enrollments.userId), eq(certificates.courseId, enrollments.courseId)))
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(and(eq(users.email, 'premium@demo.cursalia.test'), sql`${enrollments.completedAt} is not null`))
      .orderBy(asc(enrollments.courseId));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const r of rows) expect(r.certificate).not.toBeNull();
  });
});

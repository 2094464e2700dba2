/**
 * The classroom's progress mutations over the real `private` endpoint and a real database
 * (issue 15 items 3–5; graphql/modules/classroom): signed-out callers are refused, the access
 * rule guards every write (a PAYG learner without the course saves nothing, a free preview is
 * watched but not saved), an owner completes lectures by hand and the course progress moves, a
 * video completes only at ≥ 90 % watched and only as fast as it can be watched, the certificate
 * is issued once at 100 %, a premium member is enrolled by their first event, a survey is
 * checked and stored, and the resume URL follows the progress. PGlite by default, PostgreSQL
 * with TEST_DB=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import { analyticsEvents, categories, certificates, courseLectures, courses, enrollments, lectureProgress, professors, surveyResponses, users } from '@/lib/server/db/schema';
import type { LectureContent } from '@/lib/domain/learning/lecture-content';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { registerAccount } from '@/lib/server/services/accounts';
import { loadCourseAccess } from '@/lib/server/services/course-access';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { errorTranslator } from '@/lib/server/i18n/server-messages';
import type { Locale } from '@/lib/domain/i18n/routing';

/** A classroom text as the API words it (lib/server/i18n/server-messages.ts). */
const classroomMessage = (locale: Locale, key: string) => errorTranslator(locale)(key);
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

const FIELDS = 'success errors { field message } lectureCompleted progress certificateIssued certificateNotice';
const PLAYBACK = `mutation($lectureId: ID!, $p: Int!, $w: Int!) { recordLecturePlayback(lectureId: $lectureId, positionSeconds: $p, watchedSeconds: $w) { ${FIELDS} positionSeconds watchedSeconds } }`;
const COMPLETE = `mutation($lectureId: ID!) { completeLecture(lectureId: $lectureId) { ${FIELDS} } }`;
const SURVEY = `mutation($lectureId: ID!, $answers: [SurveyAnswerInput!]!) { submitSurvey(lectureId: $lectureId, answers: $answers) { ${FIELDS} } }`;

type Payload = {
  success: boolean;
  errors: { field: string | null; message: string }[];
  lectureCompleted: boolean;
  progress: number | null;
  certificateIssued: boolean;
  certificateNotice: string | null;
  positionSeconds?: number | null;
  watchedSeconds?: number | null;
};

const video = (seconds = 30): LectureContent => ({
  type: 'CLASS',
  video: { format: 'MP4', provider: 'HOUSE', src: '/media/lectures/video/lecture-1.mp4', poster: '/media/lectures/video/lecture-1.jpg', durationSeconds: seconds },
});
const pdf: LectureContent = { type: 'PDF', path: { es: '/media/lectures/handouts/fotografia-es.pdf' } };
const pause: LectureContent = { type: 'BREAK', minutes: 5, message: { es: 'Descansa' } };
const survey: LectureContent = {
  type: 'SURVEY',
  questions: [
    { id: 'useful', type: 'RATING', prompt: { es: '¿Útil?' }, options: [], required: true },
    { id: 'topic', type: 'CHOICE', prompt: { es: '¿Qué tema?' }, options: [{ id: 'luz', text: { es: 'Luz' } }, { id: 'color', text: { es: 'Color' } }], required: false },
  ],
};

let db: Db;
let seq = 0;
const people: Record<'owner' | 'payg' | 'premium', { id: number; cookie: string }> = {} as never;

async function sessionOf(userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await signSessionToken(userId)}`;
}

/** A public PAID course of its own, with these lectures (the first a free preview). */
async function course(contents: LectureContent[], enroll: number | null) {
  const [cat] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [prof] = await db.select({ id: professors.id }).from(professors).limit(1);
  seq += 1;
  const [c] = await db
    .insert(courses)
    .values({ slug: `aula-graphql-${seq}`, title: { es: `Aula GraphQL ${seq}` }, categoryId: cat.id, professorId: prof.id, coverImage: '/media/course/x.svg', courseType: 'PAID' })
    .returning({ id: courses.id });
  const rows = await db
    .insert(courseLectures)
    .values(
      contents.map((content, i) => ({
        courseId: c.id,
        moduleTitle: { es: 'Módulo' },
        title: { es: `Clase ${i + 1}` },
        lectureType: content.type,
        durationSeconds: 300,
        position: i + 1,
        isPreview: i === 0,
        content,
      })),
    )
    .returning({ id: courseLectures.id });
  if (enroll !== null) await db.insert(enrollments).values({ userId: enroll, courseId: c.id, enrollmentType: 'PAID' });
  return { courseId: c.id, lectures: rows.map((r) => r.id) };
}

async function call(query: string, variables: Record<string, unknown>, cookie?: string) {
  return callGraphQL<Record<string, Payload>>('private', query, variables, { cookie });
}

async function complete(lectureId: number, cookie?: string): Promise<Payload> {
  const res = await call(COMPLETE, { lectureId: String(lectureId) }, cookie);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.completeLecture;
}

async function play(lectureId: number, position: number, watched: number, cookie?: string): Promise<Payload> {
  const res = await call(PLAYBACK, { lectureId: String(lectureId), p: position, w: watched }, cookie);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.recordLecturePlayback;
}

async function rowsOf(userId: number) {
  const [progress] = await db.select({ n: count() }).from(lectureProgress).where(eq(lectureProgress.userId, userId));
  const [enrolled] = await db.select({ n: count() }).from(enrollments).where(eq(enrollments.userId, userId));
  return { progress: progress.n, enrolled: enrolled.n };
}

describe(`classroom mutations over GraphQL (${label})`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
    db = await getDb();
    const registered = await registerAccount(db, { firstName: 'Prueba', lastName: 'Aula', email: `aula.${Date.now()}@example.com`, password: 'Clave-2026', language: 'es' });
    if (!registered.ok) throw new Error('could not register');
    people.owner = { id: registered.user.id, cookie: await sessionOf(registered.user.id) };
    for (const key of ['payg', 'premium'] as const) {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, `${key}@demo.cursalia.test`));
      people[key] = { id: u.id, cookie: await sessionOf(u.id) };
    }
  }, 240_000);

  afterAll(async () => {
    await teardownTestDatabase();
  });

  it('refuses signed-out callers with UNAUTHENTICATED on every mutation, and writes nothing', async () => {
    const { lectures } = await course([video(), pdf, survey], null);
    const before = await db.select({ n: count() }).from(lectureProgress);
    for (const [query, variables] of [
      [PLAYBACK, { lectureId: String(lectures[0]), p: 5, w: 5 }],
      [COMPLETE, { lectureId: String(lectures[1]) }],
      [SURVEY, { lectureId: String(lectures[2]), answers: [{ questionId: 'useful', value: 4 }] }],
    ] as const) {
      const res = await call(query, variables);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.body.errors?.[0]?.message).toBe(classroomMessage('es', 'classroom.actions.unauthenticated'));
    }
    expect(await db.select({ n: count() }).from(lectureProgress)).toEqual(before);
  });

  it('saves nothing for a PAYG learner without the course, and says why; a free preview is watched but not saved', async () => {
    const { lectures } = await course([video(), pdf], null);
    const before = await rowsOf(people.payg.id);
    const refused = await complete(lectures[1], people.payg.cookie);
    expect(refused).toMatchObject({ success: false, lectureCompleted: false, progress: null, certificateIssued: false });
    expect(refused.errors).toEqual([{ field: 'lectureId', message: classroomMessage('es', 'classroom.actions.noAccess') }]);
    const preview = await play(lectures[0], 10, 10, people.payg.cookie);
    expect(preview.success).toBe(false);
    expect(preview.errors[0].message).toBe(classroomMessage('es', 'classroom.actions.previewOnly'));
    expect(await rowsOf(people.payg.id)).toEqual(before);
  });

  it('answers an unknown or malformed lecture with a translated not-found, in the caller’s language', async () => {
    for (const lectureId of ['999999', 'not-an-id', toGlobalId('Course', 1)]) {
      const res = await callGraphQL<Record<string, Payload>>('private', COMPLETE, { lectureId }, { cookie: people.owner.cookie, headers: { 'x-locale': 'pt' } });
      expect(res.body.data!.completeLecture.success).toBe(false);
      expect(res.body.data!.completeLecture.errors[0].message).toBe(classroomMessage('pt', 'lectureProgress.errors.notFound'));
    }
  });

  it('lets the owner complete non-video lectures: progress moves, a video refuses a click, and the certificate comes once at 100 %', async () => {
    const { courseId, lectures } = await course([video(), pdf, pause], people.owner.id);
    const byHand = await complete(lectures[0], people.owner.cookie);
    expect(byHand.success).toBe(false);
    expect(byHand.errors[0].message).toBe(classroomMessage('es', 'lectureProgress.errors.needsPlayback'));

    const first = await complete(lectures[1], people.owner.cookie);
    expect(first).toMatchObject({ success: true, errors: [], lectureCompleted: true, progress: 33, certificateIssued: false, certificateNotice: null });
    // Completing again changes nothing.
    expect(await complete(lectures[1], people.owner.cookie)).toMatchObject({ success: true, progress: 33 });
    const second = await complete(lectures[2], people.owner.cookie);
    expect(second).toMatchObject({ success: true, progress: 66, certificateIssued: false });

    // The video, watched as fast as possible: the first report is capped (nothing seen start).
    const early = await play(lectures[0], 30, 30, people.owner.cookie);
    expect(early).toMatchObject({ success: true, lectureCompleted: false, progress: 66 });
    expect(early.watchedSeconds).toBeLessThan(27);
    // Twenty seconds later a report of all 30 s is possible (2× speed): ≥ 90 % completes it.
    await db
      .update(lectureProgress)
      .set({ updatedAt: new Date(Date.now() - 20_000) })
      .where(and(eq(lectureProgress.userId, people.owner.id), eq(lectureProgress.lectureId, lectures[0])));
    const done = await play(lectures[0], 30, 30, people.owner.cookie);
    expect(done).toMatchObject({ success: true, lectureCompleted: true, progress: 100, certificateIssued: true });
    expect(done.certificateNotice).toBe(classroomMessage('es', 'lectureProgress.certificate.issued'));

    // Again, by any path: no second certificate.
    expect(await complete(lectures[2], people.owner.cookie)).toMatchObject({ success: true, progress: 100, certificateIssued: false });
    expect((await play(lectures[0], 12, 30, people.owner.cookie)).certificateIssued).toBe(false);
    const [certs] = await db.select({ n: count() }).from(certificates).where(and(eq(certificates.userId, people.owner.id), eq(certificates.courseId, courseId)));
    expect(certs.n).toBe(1);

    // One `play` event for that lecture, however many reports.
    const plays = await db.select({ id: analyticsEvents.id }).from(analyticsEvents).where(and(eq(analyticsEvents.eventType, 'play'), eq(analyticsEvents.userId, people.owner.id), eq(analyticsEvents.itemId, String(lectures[0]))));
    expect(plays).toHaveLength(1);
  });

  it('completes a video only at 90 % watched (27 of 30 s), whatever the position says', async () => {
    const { lectures } = await course([pdf, video()], people.owner.id);
    await play(lectures[1], 5, 5, people.owner.cookie);
    const ago = (s: number) =>
      db
        .update(lectureProgress)
        .set({ updatedAt: new Date(Date.now() - s * 1000) })
        .where(and(eq(lectureProgress.userId, people.owner.id), eq(lectureProgress.lectureId, lectures[1])));
    await ago(30);
    // At the end of the video after seeking: only 26 s were watched.
    const below = await play(lectures[1], 30, 26, people.owner.cookie);
    expect(below).toMatchObject({ success: true, lectureCompleted: false, positionSeconds: 30, watchedSeconds: 26 });
    await ago(30);
    const at = await play(lectures[1], 29, 27, people.owner.cookie);
    expect(at).toMatchObject({ success: true, lectureCompleted: true, progress: 50, watchedSeconds: 27 });
    // Out-of-range seconds are refused before anything is stored.
    const bad = await call(PLAYBACK, { lectureId: String(lectures[1]), p: -1, w: 5 }, people.owner.cookie);
    expect(bad.body.data!.recordLecturePlayback).toMatchObject({ success: false, errors: [{ field: 'positionSeconds', message: classroomMessage('es', 'classroom.actions.invalidSeconds') }] });
  });

  it('enrolls a premium member with the access reason on their first event, and their progress resumes where they are', async () => {
    const { courseId, lectures } = await course([pdf, pause, pdf], null);
    const before = await loadCourseAccess(db, people.premium.id, courseId);
    expect(before).toMatchObject({ canWatch: true, reason: 'MEMBERSHIP', hasEnrollment: false, resumeLectureNumber: 1 });
    expect(await complete(lectures[0], people.premium.cookie)).toMatchObject({ success: true, progress: 33 });
    const [row] = await db.select().from(enrollments).where(and(eq(enrollments.userId, people.premium.id), eq(enrollments.courseId, courseId)));
    expect(row).toMatchObject({ enrollmentType: 'MEMBERSHIP', progressPercent: 33 });
    const after = await loadCourseAccess(db, people.premium.id, courseId, { locale: 'pt' });
    expect(after?.resumeLectureNumber).toBe(2);
    expect(after?.resumeUrl).toMatch(/^\/pt\/cursos-online\/[a-z0-9-]+\/aula-graphql-\d+\/clase\/2\/$/);
  });

  it('checks survey answers against the survey, stores the first answers and completes the lecture', async () => {
    const { lectures } = await course([pdf, survey], people.owner.id);
    const needsAnswers = await complete(lectures[1], people.owner.cookie);
    expect(needsAnswers.errors[0].message).toBe(classroomMessage('es', 'lectureProgress.errors.needsSurveyResponse'));
    const missing = await call(SURVEY, { lectureId: String(lectures[1]), answers: [{ questionId: 'topic', optionIds: ['luz'] }] }, people.owner.cookie);
    expect(missing.body.data!.submitSurvey).toMatchObject({ success: false, errors: [{ field: 'answers.useful', message: classroomMessage('es', 'lectureProgress.survey.required') }] });
    const wrong = await call(SURVEY, { lectureId: String(lectures[1]), answers: [{ questionId: 'useful', value: 9 }] }, people.owner.cookie);
    expect(wrong.body.data!.submitSurvey.errors[0].message).toBe(classroomMessage('es', 'lectureProgress.survey.invalid'));
    const ok = await call(SURVEY, { lectureId: String(lectures[1]), answers: [{ questionId: 'useful', value: 4 }, { questionId: 'topic', optionIds: ['color'] }] }, people.owner.cookie);
    expect(ok.body.data!.submitSurvey).toMatchObject({ success: true, lectureCompleted: true, progress: 50 });
    const [stored] = await db.select().from(surveyResponses).where(and(eq(surveyResponses.userId, people.owner.id), eq(surveyResponses.lectureId, lectures[1])));
    expect(stored.answers).toEqual({ useful: 4, topic: 'color' });
  });
});

/**
 * The classroom quiz over the real `private` endpoint and a real database (issue 15 item 3, QUIZ
 * lectures; spec §3 "Quiz settings": approval threshold, duration, retry wait, show answers
 * immediately / at the end / never, cumulative or formative). "How it will be checked": a quiz
 * below the threshold waits its retry time, a pass counts; quiz answers are never served to a
 * user without access. PGlite by default, PostgreSQL with TEST_DB=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { certificates, courseLectures, courses, enrollments, lectureProgress, quizAttempts, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { registerAccount } from '@/lib/server/services/accounts';
import { loadQuizView } from '@/lib/server/services/classroom/quiz-session';
import { SUBMIT_GRACE_SECONDS } from '@/lib/domain/learning/classroom/quiz-attempts';
import type { QuizContent, QuizSettings } from '@/lib/domain/learning/lecture-content';
import { retryWhen, type QuizMessageKey } from '@/graphql/modules/classroom-quiz/resolvers';
import { errorTranslator } from '@/lib/server/i18n/server-messages';
import type { Locale } from '@/lib/domain/i18n/routing';

/** A quiz refusal as the API words it (lib/server/i18n/server-messages.ts, `lectureProgress.quiz.*`). */
const quizErrorMessage = (locale: Locale, key: QuizMessageKey, until?: Date) => errorTranslator(locale)(`lectureProgress.quiz.${key}`, { when: retryWhen(locale, until) });
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

const START = `mutation($lectureId: ID!) { startQuizAttempt(lectureId: $lectureId) {
  success errors { field message }
  attempt { startedAt serverNow deadline questions { id type prompt options { id text } points } confirmed { answer { questionId optionIds text } review { questionId correct correctOptionIds explanation } } }
  availability { allowed reason until } } }`;
const SUBMIT = `mutation($lectureId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(lectureId: $lectureId, answers: $answers) {
  success errors { field message }
  result { scorePercent approvalThreshold outcome needsReview countsTowardCourse review { questionId correct correctOptionIds explanation } }
  next { allowed reason until } progressPercent certificateIssued } }`;
const CONFIRM = `mutation($lectureId: ID!, $answer: QuizAnswerInput!) { confirmQuizAnswer(lectureId: $lectureId, answer: $answer) {
  success errors { field message } review { questionId correct correctOptionIds explanation } } }`;

type Answer = { questionId: string; optionIds?: string[] | null; text?: string | null };
type Review = { questionId: string; correct: boolean | null; correctOptionIds: string[] | null; explanation: string | null };
type StartPayload = {
  success: boolean;
  errors: { field: string | null; message: string }[];
  attempt: { startedAt: string; serverNow: string; deadline: string | null; questions: { id: string; type: string; options: { id: string }[] }[]; confirmed: { answer: Answer; review: Review }[] } | null;
  availability: { allowed: boolean; reason: string | null; until: string | null } | null;
};
type SubmitPayload = {
  success: boolean;
  errors: { field: string | null; message: string }[];
  result: { scorePercent: number; approvalThreshold: number; outcome: string; countsTowardCourse: boolean; review: Review[] } | null;
  next: { allowed: boolean; reason: string | null; until: string | null } | null;
  progressPercent: number | null;
  certificateIssued: boolean;
};

async function sessionOf(userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await signSessionToken(userId)}`;
}

async function start(lectureId: number, cookie?: string) {
  return callGraphQL<{ startQuizAttempt: StartPayload }>('private', START, { lectureId: String(lectureId) }, { cookie });
}
async function submit(lectureId: number, answers: Answer[], cookie?: string) {
  return callGraphQL<{ submitQuizAttempt: SubmitPayload }>('private', SUBMIT, { lectureId: String(lectureId), answers }, { cookie });
}
async function confirm(lectureId: number, answer: Answer, cookie?: string) {
  return callGraphQL<{ confirmQuizAnswer: { success: boolean; errors: { message: string }[]; review: Review | null } }>('private', CONFIRM, { lectureId: String(lectureId), answer }, { cookie });
}

/** The right answers of a stored quiz (what the server grades with), written text for DEVELOPMENT. */
function rightAnswers(quiz: QuizContent): Answer[] {
  return quiz.questions.map((q) => (q.type === 'DEVELOPMENT' ? { questionId: q.id, text: 'Mi respuesta.' } : { questionId: q.id, optionIds: q.options.filter((o) => o.correct).map((o) => o.id) }));
}

/** One wrong answer per choice question. */
function wrongAnswers(quiz: QuizContent): Answer[] {
  return quiz.questions.filter((q) => q.type !== 'DEVELOPMENT').map((q) => ({ questionId: q.id, optionIds: [q.options.find((o) => !o.correct)!.id] }));
}

describe(`classroom quiz over GraphQL (${label})`, () => {
  let quizId = 0;
  let courseId = 0;
  let quiz: QuizContent;
  let owner = { id: 0, cookie: '' };
  let payg = { id: 0, cookie: '' };
  /** A quiz lecture of a course payg has no access to (not a preview). */
  let closedQuizId = 0;

  async function setSettings(over: Partial<QuizSettings>) {
    const db = await getDb();
    quiz = { ...quiz, settings: { ...quiz.settings, ...over } };
    await db.update(courseLectures).set({ content: quiz }).where(eq(courseLectures.id, quizId));
  }

  /** A learner who bought the course (a PAID enrollment), with no attempt yet. */
  async function newOwner(email: string) {
    const db = await getDb();
    const result = await registerAccount(db, { firstName: 'Prueba', lastName: 'Quiz', email, password: 'Demo-2026', language: 'es' });
    if (!result.ok) throw new Error('could not register');
    await db.insert(enrollments).values({ userId: result.user.id, courseId, enrollmentType: 'PAID' });
    return { id: result.user.id, cookie: await sessionOf(result.user.id) };
  }

  /** Moves a learner's attempts back in time (the endpoint reads the real clock). */
  async function shiftAttempts(userId: number, minutes: number) {
    const db = await getDb();
    const by = sql.raw(`interval '${minutes} minutes'`);
    await db
      .update(quizAttempts)
      .set({ startedAt: sql`${quizAttempts.startedAt} - ${by}`, submittedAt: sql`${quizAttempts.submittedAt} - ${by}` })
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lectureId, quizId)));
  }

  beforeAll(async () => {
    await setupTestDatabase();
    const db = await getDb();
    // A bought course with exactly one quiz (so its pass is what the certificate waits for), owned by a seeded learner.
    const [pick] = await db
      .select({ userId: enrollments.userId, courseId: enrollments.courseId })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(
        and(
          eq(enrollments.enrollmentType, 'PAID'),
          isNull(courses.organizationId),
          sql`(select count(*) from ${courseLectures} l where l.course_id = ${courses.id} and l.lecture_type = 'QUIZ' and not l.is_preview) = 1`,
          sql`(select count(*) from ${courseLectures} l where l.course_id = ${courses.id} and l.lecture_type = 'QUIZ') = 1`,
        ),
      )
      .orderBy(asc(enrollments.id))
      .limit(1);
    expect(pick, 'the seed has a bought course with one quiz').toBeTruthy();
    courseId = pick.courseId;
    owner = { id: pick.userId, cookie: await sessionOf(pick.userId) };
    const [lecture] = await db.select({ id: courseLectures.id, content: courseLectures.content }).from(courseLectures).where(and(eq(courseLectures.courseId, courseId), eq(courseLectures.lectureType, 'QUIZ')));
    quizId = lecture.id;
    quiz = lecture.content as QuizContent;
    // Start clean: no attempt, no certificate; every other lecture done, so the quiz is what is left.
    await db.delete(quizAttempts).where(eq(quizAttempts.lectureId, quizId));
    await db.delete(certificates).where(and(eq(certificates.userId, owner.id), eq(certificates.courseId, courseId)));
    await db.delete(lectureProgress).where(and(eq(lectureProgress.userId, owner.id), eq(lectureProgress.lectureId, quizId)));
    await db.update(courses).set({ projectEvaluation: 'QUIZ_EVALUATION' }).where(eq(courses.id, courseId));
    const others = await db.select({ id: courseLectures.id }).from(courseLectures).where(and(eq(courseLectures.courseId, courseId), ne(courseLectures.id, quizId)));
    const done = new Date('2026-01-01T00:00:00Z');
    for (const o of others) {
      await db
        .insert(lectureProgress)
        .values({ userId: owner.id, lectureId: o.id, courseId, completedAt: done })
        .onConflictDoUpdate({ target: [lectureProgress.userId, lectureProgress.lectureId], set: { completedAt: done } });
    }
    await setSettings({ approvalThreshold: 70, durationMinutes: 30, retryWaitMinutes: 60, showAnswers: 'AT_END', mode: 'CUMULATIVE' });

    const [p] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'payg@demo.cursalia.test'));
    payg = { id: p.id, cookie: await sessionOf(p.id) };
    const paygCourses = db.select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, p.id));
    const [closed] = await db
      .select({ id: courseLectures.id })
      .from(courseLectures)
      .innerJoin(courses, eq(courses.id, courseLectures.courseId))
      .where(and(eq(courseLectures.lectureType, 'QUIZ'), eq(courseLectures.isPreview, false), eq(courses.courseType, 'PAID'), isNull(courses.organizationId), notInArray(courses.id, paygCourses)))
      .orderBy(asc(courseLectures.id))
      .limit(1);
    closedQuizId = closed.id;
  }, 240_000);

  afterAll(async () => {
    await teardownTestDatabase();
  });

  it('refuses anonymous callers with a translated UNAUTHENTICATED, for every mutation', async () => {
    for (const res of [await start(quizId), await submit(quizId, []), await confirm(quizId, { questionId: 'q1', optionIds: ['a'] })]) {
      expect(res.body.errors?.[0]).toMatchObject({ message: quizErrorMessage('es', 'unauthenticated'), extensions: { code: 'UNAUTHENTICATED' } });
      expect(res.body.data ?? null).toBeNull();
    }
  });

  it('serves nothing of a quiz to a PAYG learner without access: refused, no questions, no attempt, no page data', async () => {
    const db = await getDb();
    const res = await start(closedQuizId, payg.cookie);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.startQuizAttempt).toEqual({ success: false, errors: [{ field: null, message: quizErrorMessage('es', 'notFound') }], attempt: null, availability: null });
    const sub = await submit(closedQuizId, [], payg.cookie);
    expect(sub.body.data!.submitQuizAttempt).toMatchObject({ success: false, result: null });
    expect(await db.select().from(quizAttempts).where(and(eq(quizAttempts.userId, payg.id), eq(quizAttempts.lectureId, closedQuizId)))).toEqual([]);
    expect(await loadQuizView(db, { userId: payg.id, lectureId: closedQuizId, locale: 'es' })).toBeNull();
    // A lecture id that is not a quiz (or does not exist) reads the same.
    expect((await start(999_999, payg.cookie)).body.data!.startQuizAttempt.success).toBe(false);
  });

  it('owner: the page shows the rules; start gives the questions without answers; below the threshold the retry wait refuses a new start with its time', async () => {
    const db = await getDb();
    const view = await loadQuizView(db, { userId: owner.id, lectureId: quizId, locale: 'es' });
    expect(view).toMatchObject({ settings: quiz.settings, questionCount: quiz.questions.length, availability: { allowed: true }, attempt: null, lastResult: null });

    const res = await start(quizId, owner.cookie);
    const payload = res.body.data!.startQuizAttempt;
    expect(payload.success).toBe(true);
    expect(payload.attempt!.questions.map((q) => q.id)).toEqual(quiz.questions.map((q) => q.id));
    expect(new Date(payload.attempt!.deadline!).getTime() - new Date(payload.attempt!.startedAt).getTime()).toBe(30 * 60_000);
    // No right answer or explanation leaves the server with the questions.
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/"correct"/);
    for (const q of quiz.questions) if (q.explanation) expect(text).not.toContain(q.explanation.es);

    const failed = (await submit(quizId, wrongAnswers(quiz), owner.cookie)).body.data!.submitQuizAttempt;
    expect(failed).toMatchObject({ success: true, result: { scorePercent: 0, outcome: 'FAILED', approvalThreshold: 70, countsTowardCourse: true }, next: { allowed: false, reason: 'RETRY_WAIT' }, certificateIssued: false });
    // AT_END: after the attempt, the review with the right options.
    expect(failed.result!.review.length).toBe(quiz.questions.length);
    const until = new Date(failed.next!.until!);
    expect(until.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const again = (await start(quizId, owner.cookie)).body.data!.startQuizAttempt;
    expect(again.success).toBe(false);
    expect(again.attempt).toBeNull();
    expect(again.availability).toMatchObject({ allowed: false, reason: 'RETRY_WAIT', until: until.toISOString() });
    expect(again.errors[0].message).toBe(quizErrorMessage('es', 'retryWait', until));
    expect(again.errors[0].message).toMatch(/^Podrás intentarlo de nuevo el .+\.$/);
    // In the learner's language (pt, en; Spanish by default).
    for (const locale of ['pt', 'en'] as const) {
      const res = await callGraphQL<{ startQuizAttempt: StartPayload }>('private', START, { lectureId: String(quizId) }, { cookie: owner.cookie, headers: { 'x-locale': locale } });
      expect(res.body.data!.startQuizAttempt.errors[0].message).toBe(quizErrorMessage(locale, 'retryWait', until));
    }
    expect(quizErrorMessage('en', 'retryWait', until)).toMatch(/^You can try again on .+\.$/);

    const page = await loadQuizView(db, { userId: owner.id, lectureId: quizId, locale: 'es' });
    expect(page).toMatchObject({ availability: { allowed: false, reason: 'RETRY_WAIT' }, attempt: null, lastResult: { result: { outcome: 'failed', scorePercent: 0 } } });
  });

  it('owner: after the wait a pass counts — the lecture completes, progress reaches 100 % and the certificate is issued once; a passed cumulative quiz is final', async () => {
    const db = await getDb();
    await shiftAttempts(owner.id, 61);
    const started = (await start(quizId, owner.cookie)).body.data!.startQuizAttempt;
    expect(started.success).toBe(true);
    const passed = (await submit(quizId, rightAnswers(quiz), owner.cookie)).body.data!.submitQuizAttempt;
    const hasWritten = quiz.questions.some((q) => q.type === 'DEVELOPMENT');
    expect(passed).toMatchObject({ success: true, result: { outcome: 'PASSED' }, next: { allowed: false, reason: 'PASSED' }, progressPercent: 100, certificateIssued: true });
    if (!hasWritten) expect(passed.result!.scorePercent).toBe(100);
    expect(await db.select().from(certificates).where(and(eq(certificates.userId, owner.id), eq(certificates.courseId, courseId)))).toHaveLength(1);
    const [row] = await db.select().from(lectureProgress).where(and(eq(lectureProgress.userId, owner.id), eq(lectureProgress.lectureId, quizId)));
    expect(row.completedAt).not.toBeNull();

    const after = (await start(quizId, owner.cookie)).body.data!.startQuizAttempt;
    expect(after).toMatchObject({ success: false, errors: [{ message: quizErrorMessage('es', 'passed') }] });
    expect((await submit(quizId, rightAnswers(quiz), owner.cookie)).body.data!.submitQuizAttempt).toMatchObject({ success: false, errors: [{ message: quizErrorMessage('es', 'noOpenAttempt') }] });
  });

  it('time limit: answers after the deadline (plus grace) are refused and the attempt closes as failed at its deadline; the page shows it failed without writing', async () => {
    const db = await getDb();
    const learner = await newOwner('quiz-time@example.test');
    expect((await start(quizId, learner.cookie)).body.data!.startQuizAttempt.success).toBe(true);
    await shiftAttempts(learner.id, 31);
    const [open] = await db.select().from(quizAttempts).where(and(eq(quizAttempts.userId, learner.id), eq(quizAttempts.lectureId, quizId)));
    expect(Date.now() - open.startedAt.getTime()).toBeGreaterThan(30 * 60_000 + SUBMIT_GRACE_SECONDS * 1000);

    // The page only reads: out of time reads as failed, the row stays open.
    const view = await loadQuizView(db, { userId: learner.id, lectureId: quizId, locale: 'es' });
    expect(view).toMatchObject({ attempt: null, lastResult: { result: { outcome: 'failed' } }, availability: { allowed: false, reason: 'RETRY_WAIT' } });
    const [still] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, open.id));
    expect(still.submittedAt).toBeNull();

    const late = (await submit(quizId, rightAnswers(quiz), learner.cookie)).body.data!.submitQuizAttempt;
    expect(late).toMatchObject({ success: false, result: null, errors: [{ message: quizErrorMessage('es', 'timeUp') }] });
    const [closed] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, open.id));
    expect(closed).toMatchObject({ passed: false, needsReview: false, scorePercent: 0 });
    expect(closed.submittedAt!.getTime()).toBe(open.startedAt.getTime() + 30 * 60_000);
    // The retry wait counts from the deadline.
    const again = (await start(quizId, learner.cookie)).body.data!.startQuizAttempt;
    expect(again.availability).toMatchObject({ reason: 'RETRY_WAIT', until: new Date(open.startedAt.getTime() + 90 * 60_000).toISOString() });
  });

  it('IMMEDIATELY: a confirmed answer is locked on the server and reviewed at once; only that setting confirms', async () => {
    const db = await getDb();
    const learner = await newOwner('quiz-immediate@example.test');
    const choice = quiz.questions.find((q) => q.type !== 'DEVELOPMENT')!;
    const right = choice.options.filter((o) => o.correct).map((o) => o.id);
    const wrong = choice.options.find((o) => !o.correct)!.id;

    expect((await start(quizId, learner.cookie)).body.data!.startQuizAttempt.success).toBe(true);
    const notNow = (await confirm(quizId, { questionId: choice.id, optionIds: [wrong] }, learner.cookie)).body.data!.confirmQuizAnswer;
    expect(notNow).toMatchObject({ success: false, errors: [{ message: quizErrorMessage('es', 'notImmediate') }] });

    await setSettings({ showAnswers: 'IMMEDIATELY' });
    const first = (await confirm(quizId, { questionId: choice.id, optionIds: [wrong] }, learner.cookie)).body.data!.confirmQuizAnswer;
    expect(first).toEqual({ success: true, errors: [], review: { questionId: choice.id, correct: false, correctOptionIds: right, explanation: choice.explanation?.es ?? null } });
    // The revealed answer cannot be changed: a second confirmation answers with the first.
    const second = (await confirm(quizId, { questionId: choice.id, optionIds: right }, learner.cookie)).body.data!.confirmQuizAnswer;
    expect(second.review).toMatchObject({ correct: false });
    const [open] = await db.select().from(quizAttempts).where(and(eq(quizAttempts.userId, learner.id), eq(quizAttempts.lectureId, quizId)));
    expect(open.answers).toEqual({ [choice.id]: [wrong] });
    expect(open.submittedAt).toBeNull();

    // Resuming shows the confirmed answer with its review.
    const view = await loadQuizView(db, { userId: learner.id, lectureId: quizId, locale: 'es' });
    expect(view!.attempt!.confirmed).toEqual([{ answer: { questionId: choice.id, optionIds: [wrong] }, review: { questionId: choice.id, correct: false, correctOptionIds: right, explanation: choice.explanation?.es ?? null } }]);

    // Submitting the right answer for it now still grades the locked one.
    const done = (await submit(quizId, rightAnswers(quiz), learner.cookie)).body.data!.submitQuizAttempt;
    expect(done.result!.review.find((r) => r.questionId === choice.id)).toMatchObject({ correct: false });
    const [sent] = await db.select().from(quizAttempts).where(inArray(quizAttempts.id, [open.id]));
    expect(sent.answers![choice.id]).toEqual([wrong]);
    await setSettings({ showAnswers: 'AT_END' });
  });
});

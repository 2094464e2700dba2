/**
 * Reviewing written quiz answers (issue 15; spec §3 "Quiz settings": DEVELOPMENT answers are
 * graded by a person) over the real `v4` endpoint the teacher panel uses and a real database:
 * the list of attempts awaiting review and `reviewQuizAttempt`. Each refusal — anonymous, wrong
 * role, another teacher, unknown or already reviewed attempt, verdicts that do not match — is
 * translated and changes nothing; a review recomputes the score, sets passed against the quiz's
 * threshold, clears needs_review and settles the course as a handed-in attempt does (a pass at the
 * last CUMULATIVE quiz of a QUIZ_EVALUATION course issues the certificate). The reviewer's comment
 * is stored with the review and shown with the learner's attempt, and the learner gets one inbox
 * notification (QUIZ_REVIEWED) in their language per review.
 * PGlite by default, PostgreSQL with TEST_DB=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { certificates, courseLectures, courses, enrollments, lectureProgress, notifications, professors, quizAttempts, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { registerAccount } from '@/lib/server/services/accounts';
import { loadQuizView } from '@/lib/server/services/classroom/quiz-session';
import type { QuizContent } from '@/lib/domain/learning/lecture-content';
import { errorTranslator } from '@/lib/server/i18n/server-messages';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
const t = errorTranslator('es');

const LIST = `query($first: Int, $after: String) { pendingQuizReviews(first: $first, after: $after) {
  totalCount hasNextPage endCursor
  items { attemptId submittedAt learnerName courseTitle lectureTitle lectureNumber questions { questionId prompt answer } } } }`;
const REVIEW = `mutation($attemptId: Int!, $grades: [QuizReviewGradeInput!]!, $comment: String) { reviewQuizAttempt(attemptId: $attemptId, grades: $grades, comment: $comment) {
  success attemptId scorePercent passed progressPercent certificateIssued } }`;
const SUBMIT = `mutation($lectureId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(lectureId: $lectureId, answers: $answers) {
  success errors { message } result { scorePercent outcome needsReview } progressPercent certificateIssued } }`;
const START = `mutation($lectureId: ID!) { startQuizAttempt(lectureId: $lectureId) { success errors { message } } }`;

type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };
type Item = { attemptId: number; submittedAt: string; learnerName: string; courseTitle: string; lectureTitle: string; lectureNumber: number; questions: { questionId: string; prompt: string; answer: string }[] };
type Page = { totalCount: number; hasNextPage: boolean; endCursor: string | null; items: Item[] };

const WRITTEN = 'Lo aplicaría en el rótulo de mi tienda, probando tres estilos y eligiendo el más legible.';

async function cookieOf(userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await signSessionToken(userId)}`;
}
async function v4(query: string, variables: Record<string, unknown>, cookie?: string): Promise<Body> {
  return (await callGraphQL('v4', query, variables, { cookie })).body as Body;
}
const list = async (cookie?: string, variables: Record<string, unknown> = { first: 50 }) => v4(LIST, variables, cookie);
const review = async (attemptId: number, grades: { questionId: string; accepted: boolean }[], cookie?: string, comment?: string | null) =>
  v4(REVIEW, comment === undefined ? { attemptId, grades } : { attemptId, grades, comment }, cookie);
const INBOX = `query { notifications(first: 50) { errors { code message } edges { node { title message redirect_url redirect_url_name in_app_event channel is_readed } } } }`;
type InboxNode = { title: string; message: string; redirect_url: string | null; redirect_url_name: string | null; in_app_event: string | null; channel: string; is_readed: boolean };
/** The learner's QUIZ_REVIEWED notifications as their inbox lists them (v5, the notifications API). */
async function reviewNotices(cookie: string): Promise<InboxNode[]> {
  const body = (await callGraphQL('v5', INBOX, {}, { cookie })).body as { data?: { notifications: { errors: unknown[]; edges: { node: InboxNode }[] } } };
  expect(body.data?.notifications.errors).toEqual([]);
  return body.data!.notifications.edges.map((e) => e.node).filter((n) => n.in_app_event === 'QUIZ_REVIEWED');
}
async function noticeRows(userId: number) {
  const db = await getDb();
  return db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.inAppEvent, 'QUIZ_REVIEWED')));
}
const code = (b: Body) => b.errors?.[0]?.extensions?.code;

describe(`quiz review on v4 (${label})`, () => {
  const who = {} as Record<'teacher' | 'staff' | 'payg' | 'mentor' | 'otherTeacher', { id: number; cookie: string }>;
  let courseId = 0;
  let quizId = 0;
  let quiz: QuizContent;
  const learners: { id: number; cookie: string; attemptId: number }[] = [];

  /** A snapshot of what a refused call must leave alone. */
  async function attemptRows() {
    const db = await getDb();
    return db.select().from(quizAttempts).orderBy(asc(quizAttempts.id));
  }

  /** A learner who bought the course, with every other lecture done and a passing attempt at every other quiz: the quiz is the last requirement. */
  async function learnerWithPendingAttempt(email: string, firstName: string, language: 'es' | 'pt' = 'es') {
    const db = await getDb();
    const reg = await registerAccount(db, { firstName, lastName: 'Revisión', email, password: 'Demo-2026', language });
    if (!reg.ok) throw new Error('register failed');
    const id = reg.user.id;
    await db.insert(enrollments).values({ userId: id, courseId, enrollmentType: 'PAID' });
    const others = await db.select({ id: courseLectures.id, type: courseLectures.lectureType }).from(courseLectures).where(and(eq(courseLectures.courseId, courseId), ne(courseLectures.id, quizId)));
    const done = new Date('2026-01-01T00:00:00Z');
    for (const o of others) {
      await db.insert(lectureProgress).values({ userId: id, lectureId: o.id, courseId, completedAt: done, updatedAt: done });
      if (o.type === 'QUIZ') await db.insert(quizAttempts).values({ userId: id, lectureId: o.id, startedAt: done, submittedAt: done, answers: {}, scorePercent: 100, passed: true });
    }
    const cookie = await cookieOf(id);
    expect((await callGraphQL('private', START, { lectureId: String(quizId) }, { cookie })).body.data).toMatchObject({ startQuizAttempt: { success: true } });
    // Two of three choices right and the written answer: 2/4 = 50 % now, 75 % if it is accepted (threshold 70).
    const [c1, c2, c3] = quiz.questions;
    const right = (q: QuizContent['questions'][number]) => q.options.filter((o) => o.correct).map((o) => o.id);
    const answers = [
      { questionId: c1.id, optionIds: right(c1) },
      { questionId: c2.id, optionIds: right(c2) },
      { questionId: c3.id, optionIds: [c3.options.find((o) => !o.correct)!.id] },
      { questionId: 'dev-review', text: WRITTEN },
    ];
    const submitted = (await callGraphQL('private', SUBMIT, { lectureId: String(quizId), answers }, { cookie })).body.data as { submitQuizAttempt: Record<string, unknown> };
    expect(submitted.submitQuizAttempt).toMatchObject({ success: true, result: { scorePercent: 50, outcome: 'PENDING_REVIEW', needsReview: true }, progressPercent: 100, certificateIssued: false });
    const [attempt] = await db.select({ id: quizAttempts.id }).from(quizAttempts).where(and(eq(quizAttempts.userId, id), eq(quizAttempts.lectureId, quizId)));
    return { id, cookie, attemptId: attempt.id };
  }

  beforeAll(async () => {
    await setupTestDatabase();
    const db = await getDb();
    for (const key of ['teacher', 'staff', 'payg', 'mentor'] as const) {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, `${key}@demo.cursalia.test`));
      who[key] = { id: u.id, cookie: await cookieOf(u.id) };
    }
    // Another teacher: their panel is on, but the course below is not theirs.
    const reg = await registerAccount(db, { firstName: 'Otra', lastName: 'Profesora', email: 'otra.profesora@example.com', password: 'Demo-2026', language: 'es' });
    if (!reg.ok) throw new Error('register failed');
    await db.update(users).set({ isProfessor: true, featureTeacherPanel: true }).where(eq(users.id, reg.user.id));
    who.otherTeacher = { id: reg.user.id, cookie: await cookieOf(reg.user.id) };

    // One of the demo teacher's courses with a cumulative quiz, graded by its quizzes.
    const [pick] = await db
      .select({ courseId: courses.id, lectureId: courseLectures.id, content: courseLectures.content })
      .from(courseLectures)
      .innerJoin(courses, eq(courses.id, courseLectures.courseId))
      .innerJoin(professors, eq(professors.id, courses.professorId))
      .where(and(eq(professors.userId, who.teacher.id), eq(courseLectures.lectureType, 'QUIZ'), sql`${courseLectures.content}->'settings'->>'mode' = 'CUMULATIVE'`))
      .orderBy(asc(courses.id), asc(courseLectures.position))
      .limit(1);
    expect(pick, 'the demo teacher has a course with a cumulative quiz').toBeTruthy();
    courseId = pick.courseId;
    quizId = pick.lectureId;
    const stored = pick.content as QuizContent;
    const choices = stored.questions.filter((q) => q.type !== 'DEVELOPMENT').slice(0, 3);
    quiz = {
      ...stored,
      settings: { ...stored.settings, approvalThreshold: 70, mode: 'CUMULATIVE', durationMinutes: null, retryWaitMinutes: null, showAnswers: 'AT_END' },
      questions: [...choices, { id: 'dev-review', type: 'DEVELOPMENT', prompt: { es: '¿Cómo lo aplicarías?', pt: 'Como você aplicaria?', en: 'How would you apply it?' }, options: [] }],
    };
    await db.update(courseLectures).set({ content: quiz }).where(eq(courseLectures.id, quizId));
    await db.update(courses).set({ projectEvaluation: 'QUIZ_EVALUATION' }).where(eq(courses.id, courseId));
    learners.push(await learnerWithPendingAttempt('ana.revision@example.com', 'Ana'));
    learners.push(await learnerWithPendingAttempt('bruno.revision@example.com', 'Bruno'));
    learners.push(await learnerWithPendingAttempt('carla.revision@example.com', 'Carla', 'pt'));
  }, 240_000);

  afterAll(teardownTestDatabase);

  it('refuses anonymous callers (UNAUTHENTICATED) and other roles (FORBIDDEN), changing nothing', async () => {
    const before = await attemptRows();
    const grades = [{ questionId: 'dev-review', accepted: true }];
    for (const res of [await list(), await review(learners[0].attemptId, grades)]) {
      expect(res.errors?.[0]).toMatchObject({ message: t('panels.unauthenticated'), extensions: { code: 'UNAUTHENTICATED' } });
    }
    for (const key of ['payg', 'mentor'] as const) {
      for (const res of [await list(who[key].cookie), await review(learners[0].attemptId, grades, who[key].cookie)]) {
        expect(res.errors?.[0], key).toMatchObject({ message: t('panels.forbidden'), extensions: { code: 'FORBIDDEN' } });
      }
    }
    // The learner who wrote the answers cannot grade them either.
    expect(code(await review(learners[0].attemptId, grades, learners[0].cookie))).toBe('FORBIDDEN');
    // With a comment, the same refusals: nothing stored, nobody notified.
    expect(code(await review(learners[0].attemptId, grades, undefined, 'Muy bien'))).toBe('UNAUTHENTICATED');
    for (const key of ['payg', 'mentor'] as const) expect(code(await review(learners[0].attemptId, grades, who[key].cookie, 'Muy bien')), key).toBe('FORBIDDEN');
    expect(code(await review(learners[0].attemptId, grades, who.otherTeacher.cookie, 'Muy bien'))).toBe('FORBIDDEN');
    expect(await attemptRows()).toEqual(before);
    for (const l of learners) expect(await noticeRows(l.id)).toEqual([]);
  });

  it('lists the teacher’s attempts awaiting review with the written answers, oldest first, page by page; staff see them too, another teacher does not', async () => {
    const res = await list(who.teacher.cookie);
    expect(res.errors).toBeUndefined();
    const page = res.data!.pendingQuizReviews as Page;
    const mine = page.items.filter((i) => learners.some((l) => l.attemptId === i.attemptId));
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ learnerName: 'Ana Revisión', lectureTitle: expect.any(String), questions: [{ questionId: 'dev-review', prompt: '¿Cómo lo aplicarías?', answer: WRITTEN }] });
    expect(mine[0].lectureNumber).toBeGreaterThan(0);
    // The seed's attempts awaiting this teacher come first (submitted earlier today… or before).
    expect(page.totalCount).toBe(page.items.length);
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    const times = page.items.map((i) => Date.parse(i.submittedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Nothing but written answers is shown: no choice question, no right answer.
    expect(JSON.stringify(page)).not.toMatch(/"correct"/);

    // One at a time: the cursor continues where the page ended.
    const seen: number[] = [];
    let after: string | null = null;
    do {
      const p = (await list(who.teacher.cookie, { first: 1, after })).data!.pendingQuizReviews as Page;
      seen.push(...p.items.map((i) => i.attemptId));
      after = p.hasNextPage ? p.endCursor : null;
    } while (after);
    expect(seen).toEqual(page.items.map((i) => i.attemptId));
    expect(code(await list(who.teacher.cookie, { first: 1, after: 'not-a-cursor' }))).toBe('BAD_USER_INPUT');
    expect(code(await list(who.teacher.cookie, { first: 500 }))).toBe('BAD_USER_INPUT');

    const staffPage = (await list(who.staff.cookie)).data!.pendingQuizReviews as Page;
    expect(staffPage.items.map((i) => i.attemptId)).toEqual(expect.arrayContaining(learners.map((l) => l.attemptId)));
    expect(((await list(who.otherTeacher.cookie)).data!.pendingQuizReviews as Page)).toEqual({ totalCount: 0, hasNextPage: false, endCursor: null, items: [] });
  });

  it('refuses another teacher, an unknown attempt and verdicts that do not match its written answers, changing nothing', async () => {
    const before = await attemptRows();
    const target = learners[0].attemptId;
    const other = await review(target, [{ questionId: 'dev-review', accepted: true }], who.otherTeacher.cookie);
    expect(other.errors?.[0]).toMatchObject({ message: t('panels.quizReviewForbidden'), extensions: { code: 'FORBIDDEN' } });
    const unknown = await review(999_999, [{ questionId: 'dev-review', accepted: true }], who.teacher.cookie);
    expect(unknown.errors?.[0]).toMatchObject({ message: t('panels.quizAttemptNotFound'), extensions: { code: 'NOT_FOUND' } });
    const mismatch = { message: t('panels.quizReviewGrades'), extensions: { code: 'BAD_USER_INPUT', field: 'grades' } };
    for (const grades of [
      [],
      [{ questionId: quiz.questions[0].id, accepted: true }],
      [{ questionId: 'dev-review', accepted: true }, { questionId: quiz.questions[0].id, accepted: true }],
      [{ questionId: 'dev-review', accepted: true }, { questionId: 'dev-review', accepted: false }],
    ]) {
      expect((await review(target, grades, who.teacher.cookie)).errors?.[0], JSON.stringify(grades)).toMatchObject(mismatch);
    }
    expect(code(await review(-1, [{ questionId: 'dev-review', accepted: true }], who.teacher.cookie))).toBe('BAD_USER_INPUT');
    expect(code(await review(target, [{ questionId: ' ', accepted: true }], who.teacher.cookie))).toBe('BAD_USER_INPUT');
    expect(await attemptRows()).toEqual(before);
  });

  it('the course’s teacher accepts: the score is recomputed, the attempt passes, needs_review clears and the certificate is issued; a second review is refused', async () => {
    const db = await getDb();
    const [ana] = learners;
    const res = await review(ana.attemptId, [{ questionId: 'dev-review', accepted: true }], who.teacher.cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data!.reviewQuizAttempt).toEqual({ success: true, attemptId: ana.attemptId, scorePercent: 75, passed: true, progressPercent: 100, certificateIssued: true });
    const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, ana.attemptId));
    expect(row).toMatchObject({ scorePercent: 75, passed: true, needsReview: false, reviews: { 'dev-review': true }, reviewedBy: who.teacher.id });
    expect(row.reviewedAt).not.toBeNull();
    expect(await db.select().from(certificates).where(and(eq(certificates.userId, ana.id), eq(certificates.courseId, courseId)))).toHaveLength(1);
    const [enrollment] = await db.select().from(enrollments).where(and(eq(enrollments.userId, ana.id), eq(enrollments.courseId, courseId)));
    expect(enrollment.progressPercent).toBe(100);
    expect(enrollment.completedAt).not.toBeNull();
    // The learner's classroom shows the verdict and the pass.
    const view = await loadQuizView(db, { userId: ana.id, lectureId: quizId, locale: 'es' });
    expect(view?.lastResult?.result).toMatchObject({ scorePercent: 75, outcome: 'passed' });
    expect(view?.lastResult?.result.review.find((r) => r.questionId === 'dev-review')?.correct).toBe(true);
    // It leaves the list, and cannot be reviewed again.
    const page = (await list(who.teacher.cookie)).data!.pendingQuizReviews as Page;
    expect(page.items.map((i) => i.attemptId)).not.toContain(ana.attemptId);
    const again = await review(ana.attemptId, [{ questionId: 'dev-review', accepted: false }], who.teacher.cookie, 'Otra opinión');
    expect(again.errors?.[0]).toMatchObject({ message: t('panels.quizAttemptNotPending'), extensions: { code: 'BAD_USER_INPUT', field: 'attemptId' } });
    expect((await db.select().from(quizAttempts).where(eq(quizAttempts.id, ana.attemptId)))[0]).toMatchObject({ passed: true, reviews: { 'dev-review': true }, reviewComment: null });
    // Without a comment: none stored or shown; the learner is told once, in Spanish, with a link to the quiz.
    expect(view?.lastResult?.reviewComment).toBeNull();
    const notices = await reviewNotices(ana.cookie);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Revisaron tus respuestas', redirect_url_name: 'Ver la revisión', channel: 'INBOX', is_readed: false });
    expect(notices[0].message).toMatch(/^Tus respuestas de «.+» en «.+» tienen nota: 75 % \(aprobado\)\.$/);
    expect(notices[0].redirect_url).toMatch(/^\/cursos-online\/[^/]+\/[^/]+\/clase\/[1-9]\d*\/$/);
  });

  it('a comment is stored with the review (trimmed), shown with the learner’s attempt, and the learner (in Portuguese) is notified once; too long a comment is refused', async () => {
    const db = await getDb();
    const carla = learners[2];
    const grades = [{ questionId: 'dev-review', accepted: true }];
    const before = await attemptRows();
    const tooLong = await review(carla.attemptId, grades, who.teacher.cookie, 'x'.repeat(2001));
    expect(tooLong.errors?.[0]).toMatchObject({ message: t('panels.quizReviewCommentTooLong'), extensions: { code: 'BAD_USER_INPUT', field: 'comment' } });
    expect(await attemptRows()).toEqual(before);
    expect(await noticeRows(carla.id)).toEqual([]);

    const comment = 'Buena idea probar tres estilos.\nMira también el contraste con el fondo.';
    const res = await review(carla.attemptId, grades, who.teacher.cookie, `  ${comment}  `);
    expect(res.data!.reviewQuizAttempt).toMatchObject({ success: true, scorePercent: 75, passed: true });
    const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, carla.attemptId));
    expect(row).toMatchObject({ reviewComment: comment, reviewedBy: who.teacher.id, needsReview: false });
    // The classroom's read of the quiz (what the page renders) carries it with the attempt.
    const view = await loadQuizView(db, { userId: carla.id, lectureId: quizId, locale: 'pt' });
    expect(view?.lastResult).toMatchObject({ reviewComment: comment, result: { outcome: 'passed', scorePercent: 75 } });
    // Nobody else's attempt carries it.
    const bruno = await loadQuizView(db, { userId: learners[1].id, lectureId: quizId, locale: 'es' });
    expect(bruno?.lastResult?.reviewComment ?? null).toBeNull();

    const notices = await reviewNotices(carla.cookie);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Suas respostas foram revisadas', redirect_url_name: 'Ver a revisão' });
    expect(notices[0].message).toMatch(/têm nota: 75 % \(aprovado\)\. Deixaram um comentário para você\.$/);
    // A second review is refused and notifies nobody again.
    expect(code(await review(carla.attemptId, grades, who.staff.cookie, 'Otra vez'))).toBe('BAD_USER_INPUT');
    expect(await noticeRows(carla.id)).toHaveLength(1);
    expect((await db.select().from(quizAttempts).where(eq(quizAttempts.id, carla.attemptId)))[0].reviewComment).toBe(comment);
  });

  it('staff reject: the attempt fails at the score it had, no certificate, and the learner may try again', async () => {
    const db = await getDb();
    const [, bruno] = learners;
    // A blank comment is no comment.
    const res = await review(bruno.attemptId, [{ questionId: 'dev-review', accepted: false }], who.staff.cookie, '   ');
    expect(res.data!.reviewQuizAttempt).toEqual({ success: true, attemptId: bruno.attemptId, scorePercent: 50, passed: false, progressPercent: 100, certificateIssued: false });
    expect((await db.select().from(quizAttempts).where(eq(quizAttempts.id, bruno.attemptId)))[0]).toMatchObject({ passed: false, needsReview: false, reviewedBy: who.staff.id, reviewComment: null });
    const notices = await noticeRows(bruno.id);
    expect(notices).toHaveLength(1);
    expect(notices[0].message).toMatch(/tienen nota: 50 % \(no aprobado\)\.$/);
    expect(await db.select().from(certificates).where(and(eq(certificates.userId, bruno.id), eq(certificates.courseId, courseId)))).toHaveLength(0);
    const view = await loadQuizView(db, { userId: bruno.id, lectureId: quizId, locale: 'es' });
    expect(view?.lastResult?.result).toMatchObject({ outcome: 'failed' });
    expect(view?.availability).toMatchObject({ allowed: true });
  });
});

import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { quizAttempts } from '@/lib/server/db/schema';
import { fromStoredAnswers, gradableQuestions, toStoredAnswers } from '@/lib/domain/learning/classroom/quiz-content';
import { gradeQuestion, gradeQuiz, type QuizGrade, type QuizOutcome } from '@/lib/domain/learning/classroom/quiz-grading';
import { acceptsSubmission, attemptDeadline, canStartAttempt, toPublicStartDecision, type AttemptRecord, type PublicStartDecision } from '@/lib/domain/learning/classroom/quiz-attempts';
import { answeredQuestionReview, publicQuizResult, toPublicQuestion, type PublicQuizResult, type QuestionReview } from '@/lib/domain/learning/classroom/quiz-reveal';
import { quizAnswersSchema } from '@/lib/domain/learning/classroom/quiz-schema';
import type { QuizAnswer, QuizQuestion } from '@/lib/domain/learning/classroom/quiz-settings';
import { listQuizAttempts, openQuizAttempt, submitQuizAttempt, type QuizAttemptRecord } from '@/lib/server/services/classroom/quiz-attempts';
import { loadQuizForGrading, type QuizLectureForGrading } from '@/lib/server/services/classroom/quiz-grading';
import { loadCourseAccess } from '@/lib/server/services/course-access';
import type { QuizAttemptView, QuizFinishedView, QuizViewData } from '@/lib/domain/learning/classroom/quiz-view';

/**
 * A learner taking a quiz lecture (issue 15 item 3; spec §3 "Quiz settings"): what the classroom
 * page shows (loadQuizView, a read) and the three things the learner does (start, confirm one
 * answer, submit: writes). Graded here, on the server, with the stored right answers; the time
 * limit and the retry wait are enforced here, by the pure rules of lib/domain/learning/classroom/.
 *
 * Every read and write asks the access rule first (loadCourseAccess for the quiz's lecture): a
 * learner who may not open the lecture gets nothing — not the settings, not the questions.
 *
 * Pages only read. A timed attempt whose time ran out without being handed in is shown as failed
 * (effectiveOutcome), and the next write by that learner on the quiz settles it: it is submitted
 * as failed, at its deadline (so the retry wait counts from there, as the page said).
 */

export type QuizServiceError =
  /** No such quiz, or the learner may not open it: the same answer, so ids reveal nothing. */
  | 'notFound'
  /** A retry wait after a failed attempt (see `until`). */
  | 'retryWait'
  /** A CUMULATIVE quiz already passed is final. */
  | 'passed'
  /** The last CUMULATIVE attempt waits for a person to review it. */
  | 'pendingReview'
  | 'noOpenAttempt'
  /** The attempt's time limit (plus the grace) passed: it was closed as failed. */
  | 'timeUp'
  /** The answers do not fit this quiz's questions. */
  | 'invalidAnswers'
  | 'answerTooLong'
  /** Confirming one answer is only for quizzes that show answers IMMEDIATELY. */
  | 'notImmediate'
  /** Nothing chosen or written: there is nothing to confirm. */
  | 'emptyAnswer';

export type QuizResult<T> = { ok: true; data: T } | { ok: false; error: QuizServiceError; until?: Date };

/** One learner's quiz: the lecture, its questions in the learner's language, the reason for access. */
type QuizContext = {
  lecture: QuizLectureForGrading;
  questions: QuizQuestion[];
  /** The enrollment type to enroll as when progress is first written without an enrollment row (membership, organisation…). */
  enrollAs: Parameters<typeof submitQuizAttempt>[1]['enrollAs'];
};

/** The quiz when this learner may open its lecture (spec §3/§4 via the one access rule), else null. */
async function loadQuizContext(db: Db, userId: number, lectureId: number, locale: string): Promise<QuizContext | null> {
  if (!Number.isSafeInteger(lectureId) || lectureId <= 0) return null;
  const lecture = await loadQuizForGrading(db, lectureId);
  if (!lecture) return null;
  const access = await loadCourseAccess(db, userId, lecture.courseId, { lecture: { isPreview: lecture.isPreview } });
  if (!access?.canWatch) return null;
  // A plan or role opened the course without an enrollment row: the first progress enrolls with that reason.
  const enrollAs = access.grant === 'entitlement' && access.reason ? access.reason : undefined;
  return { lecture, questions: gradableQuestions(lecture.content, locale), enrollAs };
}

// ---- Records → the rules' shapes ----

function storedOutcome(record: QuizAttemptRecord): QuizOutcome | null {
  if (record.submittedAt === null) return null;
  return record.passed ? 'passed' : record.needsReview ? 'pending-review' : 'failed';
}

function attemptRecords(records: readonly QuizAttemptRecord[]): AttemptRecord[] {
  return records.map((r) => ({ startedAt: r.startedAt, submittedAt: r.submittedAt, outcome: storedOutcome(r) }));
}

const openOf = (records: readonly QuizAttemptRecord[]) => records.find((r) => r.submittedAt === null) ?? null;

/** An open attempt the server no longer takes answers for (time limit plus grace passed). */
function expired(ctx: QuizContext, record: QuizAttemptRecord, now: Date): boolean {
  return record.submittedAt === null && !acceptsSubmission(record.startedAt, ctx.lecture.content.settings, now);
}

/**
 * The result of an ended attempt as the learner may see it: graded again from its stored answers
 * for the per-question review, with the stored score and outcome (what was decided when it ended;
 * an attempt that ran out of time is failed).
 */
function finishedView(ctx: QuizContext, record: QuizAttemptRecord): QuizFinishedView {
  const { settings } = ctx.lecture.content;
  const answers = fromStoredAnswers(record.answers, ctx.questions);
  // A reviewed attempt shows the reviewer's verdicts on its written answers (null: still waiting).
  const grade = gradeQuiz(ctx.questions, answers, settings, record.reviews ?? {});
  const outcome = storedOutcome(record) ?? 'failed';
  const shown: QuizGrade = { ...grade, scorePercent: record.scorePercent ?? grade.scorePercent, outcome, needsReview: outcome === 'pending-review' };
  // The reviewer's comment is the learner's own feedback: shown whatever the reveal policy says.
  return { result: publicQuizResult(ctx.questions, shown, settings), questions: ctx.questions.map(toPublicQuestion), answers, reviewComment: record.reviewComment };
}

/** The answers confirmed so far in an open attempt (IMMEDIATELY), each with its review. */
function confirmedOf(ctx: QuizContext, record: QuizAttemptRecord): { answer: QuizAnswer; review: QuestionReview }[] {
  const { settings } = ctx.lecture.content;
  if (settings.showAnswers !== 'IMMEDIATELY') return [];
  const byId = new Map(ctx.questions.map((q) => [q.id, q]));
  const out: { answer: QuizAnswer; review: QuestionReview }[] = [];
  for (const answer of fromStoredAnswers(record.answers, ctx.questions)) {
    const question = byId.get(answer.questionId);
    const review = question ? answeredQuestionReview(question, gradeQuestion(question, answer), settings) : null;
    if (review) out.push({ answer, review });
  }
  return out;
}

function attemptView(ctx: QuizContext, record: QuizAttemptRecord, now: Date): QuizAttemptView {
  return { startedAt: record.startedAt.toISOString(), serverNow: now.toISOString(), questions: ctx.questions.map(toPublicQuestion), confirmed: confirmedOf(ctx, record) };
}

// ---- The page's read ----

/**
 * What the classroom page shows for a quiz lecture, for one learner; null when the lecture is not
 * a quiz or the learner may not open it (then nothing of the quiz is served). Writes nothing.
 */
export async function loadQuizView(db: Db, input: { userId: number; lectureId: number; locale: string; now?: Date }): Promise<QuizViewData | null> {
  const now = input.now ?? new Date();
  const ctx = await loadQuizContext(db, input.userId, input.lectureId, input.locale);
  if (!ctx) return null;
  const { settings } = ctx.lecture.content;
  const records = await listQuizAttempts(db, input.userId, ctx.lecture.id);
  const open = openOf(records);
  const running = open && !expired(ctx, open, now) ? open : null;
  // Newest first: the latest attempt that ended — handed in, or out of time (shown as failed until a write settles it).
  const lastEnded = records.find((r) => r !== running) ?? null;
  return {
    settings,
    questionCount: ctx.questions.length,
    availability: toPublicStartDecision(canStartAttempt(attemptRecords(records), settings, now)),
    attempt: running ? attemptView(ctx, running, now) : null,
    lastResult: lastEnded ? finishedView(ctx, lastEnded) : null,
  };
}

// ---- The learner's writes ----

/**
 * Closes an open attempt whose time ran out: submitted as failed, at its deadline (the retry wait
 * counts from there), with the answers it holds. Returns the attempts as they are afterwards.
 */
async function settleExpired(db: Db, userId: number, ctx: QuizContext, records: QuizAttemptRecord[], now: Date): Promise<QuizAttemptRecord[]> {
  const open = openOf(records);
  if (!open || !expired(ctx, open, now)) return records;
  const { settings } = ctx.lecture.content;
  const answers = fromStoredAnswers(open.answers, ctx.questions);
  const grade = gradeQuiz(ctx.questions, answers, settings);
  const deadline = attemptDeadline(open.startedAt, settings) ?? now;
  await submitQuizAttempt(db, { userId, attemptId: open.id, answers: toStoredAnswers(answers), scorePercent: grade.scorePercent, passed: false, needsReview: false, enrollAs: ctx.enrollAs, now: deadline });
  return listQuizAttempts(db, userId, ctx.lecture.id);
}

function refusal(decision: ReturnType<typeof canStartAttempt>): QuizResult<never> | null {
  if (decision.allowed || decision.reason === 'IN_PROGRESS') return null;
  if (decision.reason === 'RETRY_WAIT') return { ok: false, error: 'retryWait', until: decision.until };
  return { ok: false, error: decision.reason === 'PASSED' ? 'passed' : 'pendingReview' };
}

/**
 * Starts an attempt (or answers the one in progress, to resume it): refused during a retry wait
 * (with the time it ends), after a CUMULATIVE pass and while a review is pending. The questions
 * leave the server only here, once the attempt — and a time limit's clock — has started.
 */
export async function startQuiz(db: Db, input: { userId: number; lectureId: number; locale: string; now?: Date }): Promise<QuizResult<QuizAttemptView & { deadline: string | null }>> {
  const now = input.now ?? new Date();
  const ctx = await loadQuizContext(db, input.userId, input.lectureId, input.locale);
  if (!ctx) return { ok: false, error: 'notFound' };
  const records = await settleExpired(db, input.userId, ctx, await listQuizAttempts(db, input.userId, ctx.lecture.id), now);
  const refused = refusal(canStartAttempt(attemptRecords(records), ctx.lecture.content.settings, now));
  if (refused) return refused;
  const opened = await openQuizAttempt(db, { userId: input.userId, lectureId: ctx.lecture.id, now });
  if (!opened.ok) return { ok: false, error: 'notFound' };
  const deadline = attemptDeadline(opened.data.startedAt, ctx.lecture.content.settings);
  return { ok: true, data: { ...attemptView(ctx, opened.data, now), deadline: deadline ? deadline.toISOString() : null } };
}

/** The open attempt that still takes answers; one out of time is closed as failed (`timeUp`). */
async function openAttemptInTime(db: Db, userId: number, ctx: QuizContext, now: Date): Promise<QuizResult<{ records: QuizAttemptRecord[]; open: QuizAttemptRecord }>> {
  const records = await listQuizAttempts(db, userId, ctx.lecture.id);
  const open = openOf(records);
  if (!open) return { ok: false, error: 'noOpenAttempt' };
  if (expired(ctx, open, now)) {
    await settleExpired(db, userId, ctx, records, now);
    return { ok: false, error: 'timeUp' };
  }
  return { ok: true, data: { records, open } };
}

function answersError(issues: readonly { message: string }[]): QuizServiceError {
  return issues.some((i) => i.message === 'classroom.errors.answerTooLong') ? 'answerTooLong' : 'invalidAnswers';
}

export type QuizSubmitOutcome = {
  result: PublicQuizResult;
  next: PublicStartDecision;
  /** The enrollment's progress after this attempt (null without an enrollment). */
  progressPercent: number | null;
  /** This attempt issued the course certificate. */
  certificateIssued: boolean;
};

/**
 * Hands in the open attempt: graded here against the stored right answers (answers already
 * confirmed under IMMEDIATELY stay as confirmed), stored, the quiz lecture completed and the
 * course settled (a pass at a CUMULATIVE quiz counts toward a QUIZ_EVALUATION certificate) in one
 * transaction (submitQuizAttempt). Refused after the time limit plus grace: the attempt is closed
 * as failed instead.
 */
export async function submitQuiz(db: Db, input: { userId: number; lectureId: number; locale: string; answers: unknown; now?: Date }): Promise<QuizResult<QuizSubmitOutcome>> {
  const now = input.now ?? new Date();
  const ctx = await loadQuizContext(db, input.userId, input.lectureId, input.locale);
  if (!ctx) return { ok: false, error: 'notFound' };
  const { settings } = ctx.lecture.content;
  const found = await openAttemptInTime(db, input.userId, ctx, now);
  if (!found.ok) return found;
  const { records, open } = found.data;
  const parsed = quizAnswersSchema(ctx.questions).safeParse(input.answers);
  if (!parsed.success) return { ok: false, error: answersError(parsed.error.issues) };
  // A confirmed answer was revealed: it is locked, whatever the form sends for that question now.
  const confirmed = fromStoredAnswers(open.answers, ctx.questions);
  const locked = new Set(confirmed.map((a) => a.questionId));
  const answers = [...confirmed, ...parsed.data.filter((a) => !locked.has(a.questionId))];
  const grade = gradeQuiz(ctx.questions, answers, settings);
  const saved = await submitQuizAttempt(db, {
    userId: input.userId,
    attemptId: open.id,
    answers: toStoredAnswers(answers),
    scorePercent: grade.scorePercent,
    passed: grade.outcome === 'passed',
    // Pending only while the outcome itself waits for a person: enough points already earned is a pass.
    needsReview: grade.outcome === 'pending-review',
    enrollAs: ctx.enrollAs,
    now,
  });
  if (!saved.ok) return { ok: false, error: 'noOpenAttempt' };
  const after = records.map((r) => (r.id === open.id ? saved.data.attempt : r));
  return {
    ok: true,
    data: {
      result: finishedView(ctx, saved.data.attempt).result,
      next: toPublicStartDecision(canStartAttempt(attemptRecords(after), settings, now)),
      progressPercent: saved.data.progressPercent,
      certificateIssued: saved.data.certificateIssued,
    },
  };
}

/**
 * IMMEDIATELY quizzes: locks one answer in the open attempt (stored in its answers; a question
 * already confirmed keeps its first answer) and returns that question's review — whether it was
 * right and the right options, which the reveal policy allows once an answer is locked.
 */
export async function confirmQuizAnswer(db: Db, input: { userId: number; lectureId: number; locale: string; answer: unknown; now?: Date }): Promise<QuizResult<QuestionReview>> {
  const now = input.now ?? new Date();
  const ctx = await loadQuizContext(db, input.userId, input.lectureId, input.locale);
  if (!ctx) return { ok: false, error: 'notFound' };
  const { settings } = ctx.lecture.content;
  if (settings.showAnswers !== 'IMMEDIATELY') return { ok: false, error: 'notImmediate' };
  const found = await openAttemptInTime(db, input.userId, ctx, now);
  if (!found.ok) return found;
  const { open } = found.data;
  const parsed = quizAnswersSchema(ctx.questions).safeParse([input.answer]);
  if (!parsed.success) return { ok: false, error: answersError(parsed.error.issues) };
  const [answer] = parsed.data;
  const question = ctx.questions.find((q) => q.id === answer.questionId);
  if (!question) return { ok: false, error: 'invalidAnswers' };
  if (!gradeQuestion(question, answer).answered) return { ok: false, error: 'emptyAnswer' };
  // The stored answer is on the right of `||`, so a question confirmed before keeps its first answer.
  const [row] = await db
    .update(quizAttempts)
    .set({ answers: sql`${JSON.stringify(toStoredAnswers([answer]))}::jsonb || coalesce(${quizAttempts.answers}, '{}'::jsonb)` })
    .where(and(eq(quizAttempts.id, open.id), eq(quizAttempts.userId, input.userId), isNull(quizAttempts.submittedAt)))
    .returning({ answers: quizAttempts.answers });
  if (!row) return { ok: false, error: 'noOpenAttempt' };
  const locked = fromStoredAnswers(row.answers, [question])[0] ?? answer;
  const review = answeredQuestionReview(question, gradeQuestion(question, locked), settings);
  return review ? { ok: true, data: review } : { ok: false, error: 'notImmediate' };
}

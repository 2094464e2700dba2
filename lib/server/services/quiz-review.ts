import 'server-only';
import { lectureNumberInCourse } from './lecture-number';
import { and, asc, count, eq, gt, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courseLectures, courses, professors, quizAttempts, users } from '@/lib/server/db/schema';
import { localized } from '@/lib/domain/i18n/localized';
import { parseLectureContent, type QuizAnswers, type QuizContent } from '@/lib/domain/learning/lecture-content';
import { fromStoredAnswers, gradableQuestions } from '@/lib/domain/learning/classroom/quiz-content';
import { gradeReviewedAttempt, matchReviewVerdicts, questionsAwaitingReview, reviewComment, type ReviewVerdict } from '@/lib/domain/learning/classroom/quiz-review';
import { encodeReviewCursor, type QuizReviewPosition } from '@/lib/domain/panels/quiz-review-cursor';
import { mayReviewQuizAttempt, quizReviewScope, type QuizReviewer } from '@/lib/domain/roles';
import { recordQuizReview } from '@/lib/server/services/classroom/quiz-reviews';
import { notifyQuizReviewed } from './quiz-review-notification';

/**
 * Reviewing the written (DEVELOPMENT) answers of quiz attempts (issue 15): the reviewers' list and
 * the review itself. Who may review is lib/domain/roles/quiz-review.ts; what a review decides is
 * lib/domain/learning/classroom/quiz-review.ts over quiz-grading.ts; storing it and settling the course
 * is classroom/quiz-reviews.ts recordQuizReview (the path a handed-in attempt takes).
 */

/** One attempt awaiting review, in the reviewer's language. */
export type PendingQuizReview = {
  attemptId: number;
  /** ISO 8601 (the page and the GraphQL field send it as is). */
  submittedAt: string;
  /** The learner by name only (no e-mail): a reviewer needs no contact details. */
  learnerName: string;
  courseTitle: string;
  lectureTitle: string;
  /** 1-based place of the quiz lecture in its course (the classroom's /clase/{n}/). */
  lectureNumber: number;
  /** The written answers awaiting a verdict, in the quiz's order. */
  questions: { questionId: string; prompt: string; answer: string }[];
};

export type PendingQuizReviewPage = { items: PendingQuizReview[]; totalCount: number; hasNextPage: boolean; endCursor: string | null };

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_MAX = 50;

/**
 * The rule's scope as a filter (mayReviewQuizAttempt is still asked for every row): awaiting a
 * review, in the reviewer's courses (staff: any), never their own attempts. Null: nothing to see.
 */
function scopeFilter(reviewer: QuizReviewer): SQL | null {
  const scope = quizReviewScope(reviewer);
  if (scope === 'none') return null;
  const base = and(eq(quizAttempts.needsReview, true), isNotNull(quizAttempts.submittedAt), ne(quizAttempts.userId, reviewer.userId));
  return scope === 'all-courses' ? base! : and(base, eq(professors.userId, reviewer.userId))!;
}

function learnerName(firstName: string, lastName: string, username: string): string {
  return `${firstName} ${lastName}`.trim() || username;
}

/** The written answers of a stored attempt that await a person, as the reviewer reads them. */
function awaitingAnswers(content: QuizContent, stored: QuizAnswers | null, locale: string): PendingQuizReview['questions'] {
  const questions = gradableQuestions(content, locale);
  const answers = fromStoredAnswers(stored, questions);
  const byId = new Map(answers.map((a) => [a.questionId, a.text ?? '']));
  return questionsAwaitingReview(questions, answers).map((q) => ({ questionId: q.id, prompt: q.prompt, answer: byId.get(q.id) ?? '' }));
}

/** How many attempts await this reviewer (the teacher panel's count). */
export async function countPendingQuizReviews(db: Db, reviewer: QuizReviewer): Promise<number> {
  const where = scopeFilter(reviewer);
  if (!where) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(quizAttempts)
    .innerJoin(courseLectures, eq(courseLectures.id, quizAttempts.lectureId))
    .innerJoin(courses, eq(courses.id, courseLectures.courseId))
    .innerJoin(professors, eq(professors.id, courses.professorId))
    .where(where);
  return Number(row?.n ?? 0);
}

/**
 * The attempts awaiting this reviewer, oldest submission first (whoever waited longest comes
 * first), `first` at a time after the `after` position (see lib/domain/panels/quiz-review-cursor.ts).
 */
export async function listPendingQuizReviews(
  db: Db,
  reviewer: QuizReviewer,
  options: { locale: string; first?: number; after?: QuizReviewPosition | null },
): Promise<PendingQuizReviewPage> {
  const where = scopeFilter(reviewer);
  if (!where) return { items: [], totalCount: 0, hasNextPage: false, endCursor: null };
  const first = Math.min(REVIEW_PAGE_MAX, Math.max(1, options.first ?? REVIEW_PAGE_SIZE));
  const after = options.after
    ? or(gt(quizAttempts.submittedAt, options.after.submittedAt), and(eq(quizAttempts.submittedAt, options.after.submittedAt), gt(quizAttempts.id, options.after.id)))
    : undefined;
  const [rows, totalCount] = await Promise.all([
    db
      .select({
        id: quizAttempts.id,
        userId: quizAttempts.userId,
        submittedAt: quizAttempts.submittedAt,
        answers: quizAttempts.answers,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        courseTitle: courses.title,
        lectureTitle: courseLectures.title,
        content: courseLectures.content,
        professorUserId: professors.userId,
        lectureNumber: lectureNumberInCourse(),
      })
      .from(quizAttempts)
      .innerJoin(users, eq(users.id, quizAttempts.userId))
      .innerJoin(courseLectures, eq(courseLectures.id, quizAttempts.lectureId))
      .innerJoin(courses, eq(courses.id, courseLectures.courseId))
      .innerJoin(professors, eq(professors.id, courses.professorId))
      .where(and(where, after))
      .orderBy(asc(quizAttempts.submittedAt), asc(quizAttempts.id))
      .limit(first + 1),
    countPendingQuizReviews(db, reviewer),
  ]);
  const page = rows.slice(0, first).filter((r) => mayReviewQuizAttempt(reviewer, { learnerUserId: r.userId, professorUserId: r.professorUserId }));
  const items = page.map((r): PendingQuizReview => {
    const content = parseLectureContent(r.content);
    return {
      attemptId: r.id,
      submittedAt: r.submittedAt!.toISOString(),
      learnerName: learnerName(r.firstName, r.lastName, r.username),
      courseTitle: localized(r.courseTitle, options.locale),
      lectureTitle: localized(r.lectureTitle, options.locale),
      lectureNumber: r.lectureNumber,
      // A quiz edited into something else since: nothing left to read, the verdicts list is empty.
      questions: content?.type === 'QUIZ' ? awaitingAnswers(content, r.answers, options.locale) : [],
    };
  });
  const last = page.at(-1);
  return { items, totalCount, hasNextPage: rows.length > first, endCursor: last ? encodeReviewCursor({ submittedAt: last.submittedAt!, id: last.id }) : null };
}

export type ReviewQuizError =
  /** No such attempt. */
  | 'notFound'
  /** Not the course's professor or staff (or the reviewer's own attempt). */
  | 'forbidden'
  /** Open, never awaited a review, or reviewed already. */
  | 'notPending'
  /** The verdicts do not cover exactly the written answers awaiting review. */
  | 'verdictsMismatch';

export type ReviewQuizOutcome = { attemptId: number; scorePercent: number; passed: boolean; progressPercent: number | null; certificateIssued: boolean };

/**
 * Grades an attempt's written answers: in ONE transaction the attempt is locked, the reviewer
 * checked against it (mayReviewQuizAttempt), the verdicts matched to its answers awaiting review,
 * the score recomputed with them and `passed` set against the quiz's approval threshold, the
 * review stored with the reviewer's comment and the course settled (recordQuizReview), and the
 * learner notified (notifyQuizReviewed). Refusals change nothing.
 */
export async function reviewQuizAttempt(
  db: Db,
  input: { reviewer: QuizReviewer; attemptId: number; verdicts: readonly ReviewVerdict[]; comment?: string | null; now?: Date },
): Promise<{ ok: true; data: ReviewQuizOutcome } | { ok: false; error: ReviewQuizError }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: quizAttempts.id,
        userId: quizAttempts.userId,
        lectureId: quizAttempts.lectureId,
        submittedAt: quizAttempts.submittedAt,
        needsReview: quizAttempts.needsReview,
        answers: quizAttempts.answers,
        content: courseLectures.content,
        professorUserId: professors.userId,
      })
      .from(quizAttempts)
      .innerJoin(courseLectures, eq(courseLectures.id, quizAttempts.lectureId))
      .innerJoin(courses, eq(courses.id, courseLectures.courseId))
      .innerJoin(professors, eq(professors.id, courses.professorId))
      .where(eq(quizAttempts.id, input.attemptId))
      // Two reviewers at once: the second waits here and then finds it reviewed.
      .for('update', { of: quizAttempts })
      .limit(1);
    if (!row) return { ok: false as const, error: 'notFound' as const };
    // Before anything about the attempt's state: someone who may not review learns nothing more.
    if (!mayReviewQuizAttempt(input.reviewer, { learnerUserId: row.userId, professorUserId: row.professorUserId })) return { ok: false as const, error: 'forbidden' as const };
    if (!row.needsReview || row.submittedAt === null) return { ok: false as const, error: 'notPending' as const };
    const content = parseLectureContent(row.content);
    if (content?.type !== 'QUIZ') return { ok: false as const, error: 'notFound' as const };
    // Grading reads ids only: any language gives the same questions.
    const questions = gradableQuestions(content, 'es');
    const answers = fromStoredAnswers(row.answers, questions);
    const matched = matchReviewVerdicts(
      questionsAwaitingReview(questions, answers).map((q) => q.id),
      input.verdicts,
    );
    if (!matched.ok) return { ok: false as const, error: 'verdictsMismatch' as const };
    const grade = gradeReviewedAttempt(questions, answers, content.settings, matched.reviews);
    const comment = reviewComment(input.comment);
    const saved = await recordQuizReview(tx, { attemptId: row.id, ...grade, reviews: { ...matched.reviews }, reviewerUserId: input.reviewer.userId, comment, now });
    if (!saved.ok) return { ok: false as const, error: saved.error === 'notPending' ? ('notPending' as const) : ('notFound' as const) };
    const scorePercent = saved.data.attempt.scorePercent ?? grade.scorePercent;
    await notifyQuizReviewed(tx, { learnerUserId: row.userId, lectureId: row.lectureId, scorePercent, passed: saved.data.attempt.passed, hasComment: comment !== null });
    return {
      ok: true as const,
      data: { attemptId: row.id, scorePercent, passed: saved.data.attempt.passed, progressPercent: saved.data.progressPercent, certificateIssued: saved.data.certificateIssued },
    };
  });
}

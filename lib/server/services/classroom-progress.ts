import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { certificates, courseLectures, courses, enrollments, lectureProgress, projects, quizAttempts, surveyResponses } from '@/lib/server/db/schema';
import { newCertificateCode } from '@/lib/domain/learning/certificate-code';
import {
  certificateBlockers,
  clampSeconds,
  completionMode,
  countsTowardProgress,
  courseProgressPercent,
  playbackCompletes,
  resumeLectureIndex,
  type CertificateBlocker,
} from '@/lib/domain/learning/course-completion';
import {
  parseLectureContent,
  publicLectureContent,
  type LectureContent,
  type LectureType,
  type LocalizedText,
  type PublicLectureContent,
  type QuizAnswers,
  type QuizContent,
  type QuizReviews,
  type SurveyAnswers,
} from '@/lib/domain/learning/lecture-content';
import { localized } from '@/lib/domain/i18n/localized';
import { classroomMediaContent } from '@/lib/domain/learning/classroom/lecture-media';
import { clampPercent } from '@/lib/domain/learning/progress';

/**
 * The classroom's data (issue 15 item 4): progress by lecture, course progress and certificates,
 * all moved by learner events — never by a page render.
 *
 * Every write runs in ONE transaction: the lecture's row in lecture_progress, the recomputed
 * `enrollments.progress_percent`, and — when every lecture is done and the course's evaluation
 * is satisfied (lib/domain/learning/course-completion.ts certificateBlockers) — the certificate, issued
 * once: the enrollment row is locked while deciding, and certificates_user_course makes a second
 * insert a no-op (on conflict do nothing).
 *
 * ACCESS IS NOT CHECKED HERE. Whether this user may open this course or lecture is the access
 * rule's decision (lib/domain/learning/course-access.ts), taken by the caller (resolver or page) before
 * calling any of these. The reads below return media addresses of any lecture they are asked for.
 *
 * Progress and certificates belong to an enrollment: a learner with access but no enrollment row
 * yet (a premium member opening a membership course, an organisation member opening an assigned
 * one) is enrolled by passing `enrollAs` with the access reason; without an enrollment the
 * lecture's own progress (the resume second) is still saved.
 */

export type Result<T, E extends string> = { ok: true; data: T } | { ok: false; error: E };

type EnrollmentType = typeof enrollments.$inferInsert.enrollmentType;

export type ProgressOutcome = {
  lectureId: number;
  courseId: number;
  lectureCompleted: boolean;
  /** The enrollment's progress after this event; null without an enrollment. */
  progressPercent: number | null;
  /** A certificate was issued by this very event. */
  certificateIssued: boolean;
  /**
   * What still stands between the learner and the certificate (empty once it is issued or due);
   * null when this event completed nothing, so the course was not looked at again.
   */
  certificateBlockers: CertificateBlocker[] | null;
};

type LectureRow = { id: number; courseId: number; lectureType: LectureType; content: LectureContent | null };

async function findLecture(db: Db, lectureId: number): Promise<LectureRow | null> {
  const [row] = await db
    .select({ id: courseLectures.id, courseId: courseLectures.courseId, lectureType: courseLectures.lectureType, content: courseLectures.content })
    .from(courseLectures)
    .where(eq(courseLectures.id, lectureId))
    .limit(1);
  return row ? { ...row, content: parseLectureContent(row.content) } : null;
}

async function ensureEnrollment(db: Db, userId: number, courseId: number, enrollAs: EnrollmentType | undefined, now: Date): Promise<void> {
  if (!enrollAs) return;
  await db.insert(enrollments).values({ userId, courseId, enrollmentType: enrollAs, progressPercent: 0, createdAt: now }).onConflictDoNothing();
}

/** The learner's row of a lecture, created when missing and locked for the rest of the transaction. */
async function lockLectureProgress(db: Db, userId: number, lecture: LectureRow, now: Date) {
  await db.insert(lectureProgress).values({ userId, lectureId: lecture.id, courseId: lecture.courseId, updatedAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ positionSeconds: lectureProgress.positionSeconds, watchedSeconds: lectureProgress.watchedSeconds, completedAt: lectureProgress.completedAt })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lecture.id)))
    .for('update')
    .limit(1);
  return row;
}

async function markCompleted(db: Db, userId: number, lecture: LectureRow, now: Date): Promise<void> {
  await lockLectureProgress(db, userId, lecture, now);
  await db
    .update(lectureProgress)
    .set({ completedAt: sql`coalesce(${lectureProgress.completedAt}, ${now})`, updatedAt: now })
    .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lecture.id)));
}

/** Completed and total lectures that count towards the course's progress (all but SCORM). */
async function countLectures(db: Db, userId: number, courseId: number): Promise<{ completed: number; total: number }> {
  const rows = await db
    .select({ type: courseLectures.lectureType, completedAt: lectureProgress.completedAt })
    .from(courseLectures)
    .leftJoin(lectureProgress, and(eq(lectureProgress.lectureId, courseLectures.id), eq(lectureProgress.userId, userId)))
    .where(eq(courseLectures.courseId, courseId));
  const counted = rows.filter((r) => countsTowardProgress(r.type));
  return { completed: counted.filter((r) => r.completedAt !== null).length, total: counted.length };
}

type Evaluation = { issued: boolean; blockers: CertificateBlocker[] };

/**
 * Decides the certificate of (user, course) inside the caller's transaction, with the enrollment
 * row locked by the caller: issues it when nothing blocks it (once), and marks the learner's
 * approved projects of the course CERTIFIED (lib/domain/learning/project-status.ts).
 */
async function evaluateCertificate(db: Db, userId: number, courseId: number, progressPercent: number, now: Date): Promise<Evaluation> {
  const [course] = await db.select({ evaluation: courses.projectEvaluation }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) return { issued: false, blockers: ['lectures'] };
  const [quizRows, passedRows, projectRows] = await Promise.all([
    db
      .select({ id: courseLectures.id, content: courseLectures.content })
      .from(courseLectures)
      .where(and(eq(courseLectures.courseId, courseId), eq(courseLectures.lectureType, 'QUIZ'))),
    db
      .selectDistinct({ lectureId: quizAttempts.lectureId })
      .from(quizAttempts)
      .innerJoin(courseLectures, eq(courseLectures.id, quizAttempts.lectureId))
      .where(and(eq(quizAttempts.userId, userId), eq(courseLectures.courseId, courseId), isNotNull(quizAttempts.submittedAt), eq(quizAttempts.passed, true))),
    db.select({ status: projects.status }).from(projects).where(and(eq(projects.userId, userId), eq(projects.courseId, courseId))),
  ]);
  const passed = new Set(passedRows.map((r) => r.lectureId));
  const blockers = certificateBlockers(course.evaluation, {
    lecturesDone: progressPercent >= 100,
    // A quiz whose content is missing or invalid cannot be taken: it is judged as cumulative, so
    // a broken quiz withholds a QUIZ_EVALUATION certificate rather than waiving it.
    quizzes: quizRows.map((q) => {
      const content = parseLectureContent(q.content);
      return { mode: content?.type === 'QUIZ' ? content.settings.mode : 'CUMULATIVE', passed: passed.has(q.id) };
    }),
    projectStatuses: projectRows.map((p) => p.status),
  });
  if (blockers.length > 0) return { issued: false, blockers };
  const inserted = await db
    .insert(certificates)
    .values({ userId, courseId, code: newCertificateCode(), issuedAt: now })
    .onConflictDoNothing()
    .returning({ id: certificates.id });
  if (inserted.length > 0) {
    await db
      .update(projects)
      .set({ status: 'CERTIFIED' })
      .where(and(eq(projects.userId, userId), eq(projects.courseId, courseId), eq(projects.status, 'FINISHED')));
  }
  return { issued: inserted.length > 0, blockers: [] };
}

/** Recomputes the enrollment's progress from the completed lectures and, at 100 %, decides the certificate. */
async function settleCourse(db: Db, userId: number, courseId: number, now: Date): Promise<{ progressPercent: number | null } & Evaluation> {
  // Locking the enrollment serialises every event of this learner in this course: two lectures
  // completed at once both see the other's row, and only one of them issues the certificate.
  const [enrollment] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .for('update')
    .limit(1);
  const { completed, total } = await countLectures(db, userId, courseId);
  const percent = courseProgressPercent(completed, total);
  // No enrollment, no certificate (see the top of this file): only the lectures are reported.
  if (!enrollment) return { progressPercent: null, issued: false, blockers: percent >= 100 ? [] : ['lectures'] };
  await db
    .update(enrollments)
    .set({ progressPercent: percent, completedAt: percent >= 100 ? sql`coalesce(${enrollments.completedAt}, ${now})` : enrollments.completedAt })
    .where(eq(enrollments.id, enrollment.id));
  if (percent < 100) return { progressPercent: percent, issued: false, blockers: ['lectures'] };
  return { progressPercent: percent, ...(await evaluateCertificate(db, userId, courseId, percent, now)) };
}

export type PlaybackInput = {
  userId: number;
  lectureId: number;
  /** The second to resume at. */
  positionSeconds: number;
  /** How much of the media the learner has watched (the player's played ranges, in seconds). */
  watchedSeconds: number;
  enrollAs?: EnrollmentType;
  now?: Date;
};

export type PlaybackOutcome = ProgressOutcome & { positionSeconds: number; watchedSeconds: number };

/**
 * Saves where the learner is in a video lecture and how much they watched (the most ever, so a
 * replay from the start loses nothing), and completes it once ≥ 90 % is watched (measured
 * against the media's own length, the lecture content's `durationSeconds`). Only for lectures
 * completed by playback; access is the caller's check (see the top of this file).
 */
export async function recordPlayback(db: Db, input: PlaybackInput): Promise<Result<PlaybackOutcome, 'notFound' | 'notPlayback'>> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const lecture = await findLecture(tx, input.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    if (completionMode(lecture.lectureType, lecture.content) !== 'playback' || lecture.content?.type !== 'CLASS') return { ok: false as const, error: 'notPlayback' as const };
    const duration = lecture.content.video.durationSeconds;
    await ensureEnrollment(tx, input.userId, lecture.courseId, input.enrollAs, now);
    const current = await lockLectureProgress(tx, input.userId, lecture, now);
    const position = clampSeconds(input.positionSeconds, duration);
    const watched = Math.max(current.watchedSeconds, clampSeconds(input.watchedSeconds, duration));
    const completes = current.completedAt === null && playbackCompletes(watched, duration);
    await tx
      .update(lectureProgress)
      .set({ positionSeconds: position, watchedSeconds: watched, updatedAt: now, ...(completes ? { completedAt: now } : {}) })
      .where(and(eq(lectureProgress.userId, input.userId), eq(lectureProgress.lectureId, lecture.id)));
    const lectureCompleted = current.completedAt !== null || completes;
    // Only a newly completed lecture can change the course's progress: the frequent saves of the
    // resume second leave the enrollment alone.
    const settled = completes ? await settleCourse(tx, input.userId, lecture.courseId, now) : { ...(await currentProgress(tx, input.userId, lecture.courseId)), issued: false, blockers: null };
    return {
      ok: true as const,
      data: {
        lectureId: lecture.id,
        courseId: lecture.courseId,
        lectureCompleted,
        positionSeconds: position,
        watchedSeconds: watched,
        progressPercent: settled.progressPercent,
        certificateIssued: settled.issued,
        certificateBlockers: settled.blockers,
      },
    };
  });
}

/** The enrollment's progress as it stands (nothing changed). */
async function currentProgress(db: Db, userId: number, courseId: number): Promise<{ progressPercent: number | null }> {
  const [row] = await db
    .select({ progressPercent: enrollments.progressPercent })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return { progressPercent: row?.progressPercent ?? null };
}

export type CompleteError = 'notFound' | 'needsPlayback' | 'needsQuizAttempt' | 'needsSurveyResponse' | 'notCompletable';

/**
 * Completes a lecture that is not completed by watching it: an exercise, a PDF, an embedded
 * page, a break (by the learner), a quiz once an attempt was submitted, a survey once answered.
 * A video is refused (watching completes it), and so is SCORM (it cannot run here). Idempotent:
 * completing again changes nothing and never issues a second certificate.
 */
export async function completeLecture(
  db: Db,
  input: { userId: number; lectureId: number; enrollAs?: EnrollmentType; now?: Date },
): Promise<Result<ProgressOutcome, CompleteError>> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const lecture = await findLecture(tx, input.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    const mode = completionMode(lecture.lectureType, lecture.content);
    if (mode === 'playback') return { ok: false as const, error: 'needsPlayback' as const };
    if (mode === 'none') return { ok: false as const, error: 'notCompletable' as const };
    if (mode === 'quiz' && !(await hasSubmittedAttempt(tx, input.userId, lecture.id))) return { ok: false as const, error: 'needsQuizAttempt' as const };
    if (mode === 'survey' && !(await hasSurveyResponse(tx, input.userId, lecture.id))) return { ok: false as const, error: 'needsSurveyResponse' as const };
    return { ok: true as const, data: await completeAndSettle(tx, input.userId, lecture, input.enrollAs, now) };
  });
}

async function completeAndSettle(db: Db, userId: number, lecture: LectureRow, enrollAs: EnrollmentType | undefined, now: Date): Promise<ProgressOutcome> {
  await ensureEnrollment(db, userId, lecture.courseId, enrollAs, now);
  await markCompleted(db, userId, lecture, now);
  const settled = await settleCourse(db, userId, lecture.courseId, now);
  return {
    lectureId: lecture.id,
    courseId: lecture.courseId,
    lectureCompleted: true,
    progressPercent: settled.progressPercent,
    certificateIssued: settled.issued,
    certificateBlockers: settled.blockers,
  };
}

async function hasSubmittedAttempt(db: Db, userId: number, lectureId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lectureId, lectureId), isNotNull(quizAttempts.submittedAt)))
    .limit(1);
  return Boolean(row);
}

async function hasSurveyResponse(db: Db, userId: number, lectureId: number): Promise<boolean> {
  const [row] = await db.select({ userId: surveyResponses.userId }).from(surveyResponses).where(and(eq(surveyResponses.userId, userId), eq(surveyResponses.lectureId, lectureId))).limit(1);
  return Boolean(row);
}

/**
 * Issues the course certificate when it is due and not issued yet (idempotent): for the events
 * that can satisfy a requirement after the last lecture — a mentor approving the final project,
 * a quiz attempt passing (also a DEVELOPMENT answer graded later). Without an enrollment, or with
 * lectures still open, nothing happens.
 */
export async function issueCertificateIfComplete(db: Db, userId: number, courseId: number, now: Date = new Date()): Promise<Evaluation & { progressPercent: number | null }> {
  return db.transaction(async (tx) => settleCourse(tx, userId, courseId, now));
}

// ---- Quiz attempts (storage; grading is the caller's, with the classroom's pure quiz rules) ----

export type QuizAttemptRecord = {
  id: number;
  startedAt: Date;
  submittedAt: Date | null;
  answers: QuizAnswers | null;
  scorePercent: number | null;
  passed: boolean;
  needsReview: boolean;
  /** A reviewer's verdicts on the written answers (null until reviewed). */
  reviews: QuizReviews | null;
  /** The reviewer's written comment to the learner (null: none, or not reviewed). */
  reviewComment: string | null;
};

const attemptColumns = {
  id: quizAttempts.id,
  startedAt: quizAttempts.startedAt,
  submittedAt: quizAttempts.submittedAt,
  answers: quizAttempts.answers,
  scorePercent: quizAttempts.scorePercent,
  passed: quizAttempts.passed,
  needsReview: quizAttempts.needsReview,
  reviews: quizAttempts.reviews,
  reviewComment: quizAttempts.reviewComment,
};

/** The record of an attempt out of a row that has attemptColumns (and maybe more). */
function attemptRecord(row: QuizAttemptRecord): QuizAttemptRecord {
  const { id, startedAt, submittedAt, answers, scorePercent, passed, needsReview, reviews, reviewComment } = row;
  return { id, startedAt, submittedAt, answers, scorePercent, passed, needsReview, reviews, reviewComment };
}

/** The learner's attempts at a quiz, newest first (the retry wait and the results read them). */
export async function listQuizAttempts(db: Db, userId: number, lectureId: number): Promise<QuizAttemptRecord[]> {
  return db
    .select(attemptColumns)
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lectureId, lectureId)))
    .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id));
}

/**
 * The open attempt at a quiz, started now when there is none (at most one open per learner and
 * quiz: quiz_attempts_one_open). Whether a new attempt may start yet (the retry wait) is the
 * caller's rule to apply first; the start time is what a duration limit counts from.
 */
export async function openQuizAttempt(db: Db, input: { userId: number; lectureId: number; now?: Date }): Promise<Result<QuizAttemptRecord, 'notFound' | 'notQuiz'>> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const lecture = await findLecture(tx, input.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    if (lecture.content?.type !== 'QUIZ') return { ok: false as const, error: 'notQuiz' as const };
    await tx.insert(quizAttempts).values({ userId: input.userId, lectureId: lecture.id, startedAt: now }).onConflictDoNothing();
    const [open] = await tx
      .select(attemptColumns)
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, input.userId), eq(quizAttempts.lectureId, lecture.id), isNull(quizAttempts.submittedAt)))
      .limit(1);
    return { ok: true as const, data: open };
  });
}

export type QuizSubmission = {
  userId: number;
  attemptId: number;
  answers: QuizAnswers;
  /** The grade the server computed from the full quiz (loadQuizForGrading). */
  scorePercent: number;
  passed: boolean;
  needsReview: boolean;
  enrollAs?: EnrollmentType;
  now?: Date;
};

/**
 * Submits an open attempt with its grade, completes the quiz lecture (a submitted attempt
 * completes it, passed or not: passing is what QUIZ_EVALUATION asks for the certificate) and
 * settles the course, all in one transaction. A submitted or someone else's attempt is 'notOpen'.
 */
export async function submitQuizAttempt(db: Db, input: QuizSubmission): Promise<Result<ProgressOutcome & { attempt: QuizAttemptRecord }, 'notOpen' | 'notFound'>> {
  const now = input.now ?? new Date();
  const score = clampPercent(input.scorePercent);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(quizAttempts)
      .set({ submittedAt: now, answers: input.answers, scorePercent: score, passed: input.passed && !input.needsReview, needsReview: input.needsReview })
      .where(and(eq(quizAttempts.id, input.attemptId), eq(quizAttempts.userId, input.userId), isNull(quizAttempts.submittedAt)))
      .returning({ ...attemptColumns, lectureId: quizAttempts.lectureId });
    if (!attempt) return { ok: false as const, error: 'notOpen' as const };
    const lecture = await findLecture(tx, attempt.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    const outcome = await completeAndSettle(tx, input.userId, lecture, input.enrollAs, now);
    return { ok: true as const, data: { ...outcome, attempt: attemptRecord(attempt) } };
  });
}

export type QuizReviewRecord = {
  attemptId: number;
  /** The grade the caller computed with the verdicts (lib/domain/learning/classroom/quiz-review.ts). */
  scorePercent: number;
  passed: boolean;
  reviews: QuizReviews;
  reviewerUserId: number;
  /** The reviewer's comment to the learner, already trimmed and bounded by the caller; null: none. */
  comment: string | null;
  now?: Date;
};

/**
 * Records a person's review of an attempt that waited for one: its final score, passed, the
 * verdicts and who reviewed, with needs_review cleared; then settles the course exactly as a
 * handed-in attempt does (completeAndSettle: the quiz lecture completed, the progress recomputed
 * and, when nothing else blocks it, the certificate — a pass at a CUMULATIVE quiz may be the last
 * QUIZ_EVALUATION requirement). One transaction. An attempt that does not await a review
 * (open, never needed one, reviewed already) is 'notPending'; who may review is the caller's rule.
 */
export async function recordQuizReview(db: Db, input: QuizReviewRecord): Promise<Result<ProgressOutcome & { attempt: QuizAttemptRecord }, 'notPending' | 'notFound'>> {
  const now = input.now ?? new Date();
  const score = clampPercent(input.scorePercent);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(quizAttempts)
      .set({ scorePercent: score, passed: input.passed, needsReview: false, reviews: input.reviews, reviewedAt: now, reviewedBy: input.reviewerUserId, reviewComment: input.comment })
      .where(and(eq(quizAttempts.id, input.attemptId), eq(quizAttempts.needsReview, true), isNotNull(quizAttempts.submittedAt)))
      .returning({ ...attemptColumns, userId: quizAttempts.userId, lectureId: quizAttempts.lectureId });
    if (!attempt) return { ok: false as const, error: 'notPending' as const };
    const lecture = await findLecture(tx, attempt.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    // The learner's enrollment already exists (their submission made it): nothing to enroll as.
    const outcome = await completeAndSettle(tx, attempt.userId, lecture, undefined, now);
    return { ok: true as const, data: { ...outcome, attempt: attemptRecord(attempt) } };
  });
}

/** A quiz lecture for grading on the server: its course and preview flag (for the access rule) and the quiz with its answers. Never send this to a page. */
export type QuizLectureForGrading = { id: number; courseId: number; isPreview: boolean; content: QuizContent };

export async function loadQuizForGrading(db: Db, lectureId: number): Promise<QuizLectureForGrading | null> {
  const [row] = await db
    .select({ id: courseLectures.id, courseId: courseLectures.courseId, isPreview: courseLectures.isPreview, content: courseLectures.content })
    .from(courseLectures)
    .where(eq(courseLectures.id, lectureId))
    .limit(1);
  const content = row ? parseLectureContent(row.content) : null;
  return row && content?.type === 'QUIZ' ? { ...row, content } : null;
}

// ---- Surveys ----

/**
 * Stores the learner's answers to a survey (once: a second send keeps the first answers) and
 * completes the lecture, in one transaction. The answers are checked against the survey by the
 * caller (lib/domain/learning/survey-answers.ts) before this is called.
 */
export async function saveSurveyResponse(
  db: Db,
  input: { userId: number; lectureId: number; answers: SurveyAnswers; enrollAs?: EnrollmentType; now?: Date },
): Promise<Result<ProgressOutcome & { alreadyAnswered: boolean }, 'notFound' | 'notSurvey'>> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const lecture = await findLecture(tx, input.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    if (lecture.content?.type !== 'SURVEY') return { ok: false as const, error: 'notSurvey' as const };
    const inserted = await tx
      .insert(surveyResponses)
      .values({ userId: input.userId, lectureId: lecture.id, answers: input.answers, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: surveyResponses.userId });
    const outcome = await completeAndSettle(tx, input.userId, lecture, input.enrollAs, now);
    return { ok: true as const, data: { ...outcome, alreadyAnswered: inserted.length === 0 } };
  });
}

// ---- Reads for the classroom page (no writes: pages only read) ----

export type CurriculumLecture = {
  id: number;
  /** 1-based place in the course: the classroom's /clase/{n}/. */
  number: number;
  title: string;
  type: LectureType;
  durationSeconds: number;
  isPreview: boolean;
  /** False for SCORM (cannot run here, left out of progress). */
  countsTowardProgress: boolean;
};
export type CurriculumModule = { title: string; lectures: CurriculumLecture[] };
export type Curriculum = { courseId: number; modules: CurriculumModule[]; lectureCount: number; durationSeconds: number };

type OrderedLecture = { id: number; moduleTitle: LocalizedText; title: LocalizedText; type: LectureType; durationSeconds: number; isPreview: boolean };

async function orderedLectures(db: Db, courseId: number): Promise<OrderedLecture[]> {
  return db
    .select({
      id: courseLectures.id,
      moduleTitle: courseLectures.moduleTitle,
      title: courseLectures.title,
      type: courseLectures.lectureType,
      durationSeconds: courseLectures.durationSeconds,
      isPreview: courseLectures.isPreview,
    })
    .from(courseLectures)
    .where(eq(courseLectures.courseId, courseId))
    .orderBy(asc(courseLectures.position), asc(courseLectures.id));
}

/**
 * The course's lectures by module, in the viewer's language: titles, types, lengths and the
 * preview flags. No content and so no quiz answers; the same for every viewer.
 */
export async function loadCurriculum(db: Db, courseId: number, locale: string): Promise<Curriculum> {
  const lectures = await orderedLectures(db, courseId);
  const modules: CurriculumModule[] = [];
  let previousKey: string | null = null;
  lectures.forEach((l, i) => {
    // Consecutive lectures with the same module title form one module.
    const key = JSON.stringify(l.moduleTitle);
    if (key !== previousKey) modules.push({ title: localized(l.moduleTitle, locale), lectures: [] });
    previousKey = key;
    modules[modules.length - 1].lectures.push({
      id: l.id,
      number: i + 1,
      title: localized(l.title, locale),
      type: l.type,
      durationSeconds: l.durationSeconds,
      isPreview: l.isPreview,
      countsTowardProgress: countsTowardProgress(l.type),
    });
  });
  return { courseId, modules, lectureCount: lectures.length, durationSeconds: lectures.reduce((s, l) => s + l.durationSeconds, 0) };
}

export type LectureProgressEntry = { lectureId: number; positionSeconds: number; watchedSeconds: number; completedAt: Date | null; updatedAt: Date };

export type CourseProgressView = {
  /** The completed set, as lecture ids in course order. */
  completedLectureIds: number[];
  /** Each lecture the learner touched: the resume second, the most watched, when completed. */
  lectures: LectureProgressEntry[];
  /** The enrollment's progress (0 without one). */
  progressPercent: number;
  /** Where "Continuar" goes: lib/domain/learning/course-completion.ts resumeLectureIndex. Null for a course without lectures. */
  resumeLectureId: number | null;
  /** The same as the classroom's 1-based lecture number. */
  resumeLectureNumber: number | null;
};

/** A learner's progress in a course, for the classroom and "Continuar" links. Reads only. */
export async function loadLectureProgress(db: Db, userId: number, courseId: number): Promise<CourseProgressView> {
  const [lectures, rows, [enrollment]] = await Promise.all([
    orderedLectures(db, courseId),
    db
      .select({
        lectureId: lectureProgress.lectureId,
        positionSeconds: lectureProgress.positionSeconds,
        watchedSeconds: lectureProgress.watchedSeconds,
        completedAt: lectureProgress.completedAt,
        updatedAt: lectureProgress.updatedAt,
      })
      .from(lectureProgress)
      .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.courseId, courseId))),
    db.select({ progressPercent: enrollments.progressPercent }).from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId))).limit(1),
  ]);
  const byId = new Map(rows.map((r) => [r.lectureId, r]));
  const index = resumeLectureIndex(
    lectures.map((l) => ({ id: l.id, type: l.type })),
    rows.map((r) => ({ lectureId: r.lectureId, completed: r.completedAt !== null, updatedAt: r.updatedAt })),
  );
  return {
    completedLectureIds: lectures.filter((l) => byId.get(l.id)?.completedAt).map((l) => l.id),
    lectures: rows,
    progressPercent: enrollment?.progressPercent ?? 0,
    resumeLectureId: index >= 0 ? lectures[index].id : null,
    resumeLectureNumber: index >= 0 ? index + 1 : null,
  };
}

/** Resume numbers of several courses at once (learner lists' "Continuar" links): course id → 1-based lecture number. */
export async function loadResumeLectureNumbers(db: Db, userId: number, courseIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return new Map();
  const [lectures, rows] = await Promise.all([
    db
      .select({ id: courseLectures.id, courseId: courseLectures.courseId, type: courseLectures.lectureType })
      .from(courseLectures)
      .where(inArray(courseLectures.courseId, ids))
      .orderBy(asc(courseLectures.courseId), asc(courseLectures.position), asc(courseLectures.id)),
    db
      .select({ lectureId: lectureProgress.lectureId, courseId: lectureProgress.courseId, completedAt: lectureProgress.completedAt, updatedAt: lectureProgress.updatedAt })
      .from(lectureProgress)
      .where(and(eq(lectureProgress.userId, userId), inArray(lectureProgress.courseId, ids))),
  ]);
  const out = new Map<number, number>();
  for (const courseId of ids) {
    const list = lectures.filter((l) => l.courseId === courseId);
    const index = resumeLectureIndex(
      list,
      rows.filter((r) => r.courseId === courseId).map((r) => ({ lectureId: r.lectureId, completed: r.completedAt !== null, updatedAt: r.updatedAt })),
    );
    if (index >= 0) out.set(courseId, index + 1);
  }
  return out;
}

export type ClassroomLecture = {
  id: number;
  courseId: number;
  number: number;
  lectureCount: number;
  title: LocalizedText;
  moduleTitle: LocalizedText;
  type: LectureType;
  durationSeconds: number;
  isPreview: boolean;
  /**
   * Without quiz answers (publicLectureContent) and with media addresses as lecture media route
   * URLs (classroomMediaContent: the stored file paths never reach a page); null when the
   * lecture has no content yet.
   */
  content: PublicLectureContent | null;
  previousNumber: number | null;
  nextNumber: number | null;
};

/**
 * The lecture at a 1-based number of a course, with its content as a page may hold it (no quiz
 * answers; media as route URLs, which check access again on every request). Call it only after
 * the access rule allowed the viewer this lecture (any lecture with access, preview lectures
 * without). Null for a number out of range.
 */
export async function loadClassroomLecture(db: Db, courseId: number, number: number): Promise<ClassroomLecture | null> {
  if (!Number.isInteger(number) || number < 1) return null;
  const ids = await db
    .select({ id: courseLectures.id })
    .from(courseLectures)
    .where(eq(courseLectures.courseId, courseId))
    .orderBy(asc(courseLectures.position), asc(courseLectures.id));
  const target = ids[number - 1];
  if (!target) return null;
  const [row] = await db
    .select({
      id: courseLectures.id,
      title: courseLectures.title,
      moduleTitle: courseLectures.moduleTitle,
      type: courseLectures.lectureType,
      durationSeconds: courseLectures.durationSeconds,
      isPreview: courseLectures.isPreview,
      content: courseLectures.content,
    })
    .from(courseLectures)
    .where(eq(courseLectures.id, target.id))
    .limit(1);
  const content = parseLectureContent(row.content);
  return {
    id: row.id,
    courseId,
    number,
    lectureCount: ids.length,
    title: row.title,
    moduleTitle: row.moduleTitle,
    type: row.type,
    durationSeconds: row.durationSeconds,
    isPreview: row.isPreview,
    content: content ? classroomMediaContent(row.id, publicLectureContent(content)) : null,
    previousNumber: number > 1 ? number - 1 : null,
    nextNumber: number < ids.length ? number + 1 : null,
  };
}

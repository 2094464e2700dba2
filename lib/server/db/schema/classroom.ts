/** The classroom (issue 15): progress by lecture, quiz attempts, survey answers. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { QuizAnswers, QuizReviews, SurveyAnswers } from '@/lib/domain/learning/lecture-content';
import { courseLectures, courses } from './catalogue';
import { createdAt } from './shared';
import { users } from './users';

/**
 * One learner's state in one lecture: where to resume, how much was watched, when it was
 * completed. Written only by the progress services of lib/server/services/classroom/, which recompute
 * `enrollments.progress_percent` in the same transaction. `course_id` is the lecture's course,
 * kept here so a course's progress is read by (user, course) from the index.
 */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id').notNull().references(() => courseLectures.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    /** The second to resume a video at. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    /** The most of the video watched so far (seconds, never decreasing). */
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lectureId] }),
    index('lecture_progress_user_course').on(t.userId, t.courseId),
    check('lecture_progress_seconds', sql`${t.positionSeconds} >= 0 and ${t.watchedSeconds} >= 0`),
  ],
);

/**
 * An attempt at a quiz lecture, graded on the server. Open (not submitted) while
 * `submitted_at` is null: at most one open attempt per learner and quiz. `needs_review` marks
 * DEVELOPMENT answers a person still has to grade (not passed until then).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id').notNull().references(() => courseLectures.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * Question id → chosen option ids, or the written text of a DEVELOPMENT answer. While the
     * attempt is open it holds the answers confirmed so far (show answers IMMEDIATELY: a revealed
     * answer is locked); once submitted, every answer.
     */
    answers: jsonb('answers').$type<QuizAnswers>(),
    scorePercent: integer('score_percent'),
    passed: boolean('passed').notNull().default(false),
    needsReview: boolean('needs_review').notNull().default(false),
    /**
     * A person's verdicts on the written (DEVELOPMENT) answers: question id → accepted (issue 15,
     * lib/domain/learning/classroom/quiz-review.ts). Kept so the learner's review shows them and the
     * stored score can always be recomputed from answers + verdicts.
     */
    reviews: jsonb('reviews').$type<QuizReviews>(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Who reviewed (the course's professor or staff); kept null if that account is deleted. */
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The reviewer's written comment to the learner (issue 15), shown with the attempt in the
     * classroom; null when the review has none. Bounded like the answers it comments on.
     */
    reviewComment: text('review_comment'),
  },
  (t) => [
    index('quiz_attempts_user_lecture').on(t.userId, t.lectureId, t.startedAt),
    // The reviewers' list: attempts awaiting a person, oldest submission first.
    index('quiz_attempts_awaiting_review').on(t.submittedAt, t.id).where(sql`${t.needsReview}`),
    // Only a handed-in attempt is reviewed, and a reviewed one no longer waits.
    check('quiz_attempts_reviewed', sql`${t.reviewedAt} is null or (${t.submittedAt} is not null and not ${t.needsReview})`),
    // Only a review leaves a comment.
    check('quiz_attempts_review_comment', sql`${t.reviewComment} is null or ${t.reviewedAt} is not null`),
    uniqueIndex('quiz_attempts_one_open').on(t.userId, t.lectureId).where(sql`${t.submittedAt} is null`),
    check('quiz_attempts_score', sql`${t.scorePercent} is null or ${t.scorePercent} between 0 and 100`),
    // An open attempt has no grade yet (it may hold confirmed answers: see `answers`).
    check('quiz_attempts_submitted', sql`${t.submittedAt} is not null or (${t.scorePercent} is null and not ${t.passed})`),
  ],
);

/** A learner's answers to a survey lecture: one per learner and survey. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id').notNull().references(() => courseLectures.id, { onDelete: 'cascade' }),
    /** Question id → a rating 1–5, a chosen option id or a text. */
    answers: jsonb('answers').$type<SurveyAnswers>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lectureId] })],
);

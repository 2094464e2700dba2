/**
 * Learner data: enrollments, saved courses, subscriptions, certificates, projects, study plans
 * and notes (issue 7).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courseLectures, courses } from './catalogue';
import { contentStatusEnum, enrollmentTypeEnum, projectEvaluationEnum, studyFrequencyEnum, studyIntensityEnum } from './enums';
import { organizations } from './organizations';
import { createdAt } from './shared';
import { users } from './users';

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    enrollmentType: enrollmentTypeEnum('enrollment_type').notNull().default('PAID'),
    progressPercent: integer('progress_percent').notNull().default(0),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('enrollments_user_course').on(t.userId, t.courseId), check('enrollments_progress', sql`${t.progressPercent} between 0 and 100`)],
);

export const savedCourses = pgTable(
  'saved_courses',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const courseSubscriptions = pgTable(
  'course_subscriptions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/** A certificate for a completed course; `code` is printed on it and verifiable. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_user_course').on(t.userId, t.courseId)],
);

/** A learner's course project, reviewed by a mentor (spec §3 project evaluation, content status). */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    evaluation: projectEvaluationEnum('evaluation').notNull().default('FINAL_PROJECT'),
    status: contentStatusEnum('status').notNull().default('DRAFT'),
    mentorUserId: integer('mentor_user_id').references(() => users.id, { onDelete: 'set null' }),
    score: integer('score'),
    feedback: text('feedback'),
    createdAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('projects_user').on(t.userId), index('projects_mentor_status').on(t.mentorUserId, t.status), check('projects_score', sql`${t.score} is null or ${t.score} between 0 and 100`)],
);

/** Spec §3 study plan: frequency, intensity and weekdays (0 = Sunday … 6 = Saturday). */
export const studyPlans = pgTable(
  'study_plans',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    frequency: studyFrequencyEnum('frequency').notNull(),
    intensity: studyIntensityEnum('intensity').notNull(),
    weekdays: integer('weekdays').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

/** A learner's note on a course (optionally on one lecture). */
export const learnerNotes = pgTable(
  'learner_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id').references(() => courseLectures.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The second of the lecture's video the note was taken at (issue 15: notes with the video time). */
    videoSeconds: integer('video_seconds'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('learner_notes_user_course').on(t.userId, t.courseId),
    check('learner_notes_body', sql`char_length(${t.body}) between 1 and 5000`),
    check('learner_notes_video_seconds', sql`${t.videoSeconds} is null or (${t.videoSeconds} between 0 and 86400 and ${t.lectureId} is not null)`),
  ],
);

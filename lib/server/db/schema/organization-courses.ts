/**
 * What an organisation does with courses: assignments to members (issue 7) and the courses
 * uploaded through its studio.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalogue';
import { uploadStatusEnum } from './enums';
import { organizations } from './organizations';
import { skillPaths } from './programmes';
import { createdAt } from './shared';
import { users } from './users';

/** A course or a track (skill path) an organisation assigns to one member, or to every member (userId null). */
export const organizationAssignments = pgTable(
  'organization_assignments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    skillPathId: integer('skill_path_id').references(() => skillPaths.id, { onDelete: 'cascade' }),
    assignedByUserId: integer('assigned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    createdAt: createdAt(),
  },
  (t) => [
    index('organization_assignments_org_user').on(t.organizationId, t.userId),
    uniqueIndex('organization_assignments_unique').on(t.organizationId, sql`coalesce(${t.userId}, 0)`, sql`coalesce(${t.courseId}, 0)`, sql`coalesce(${t.skillPathId}, 0)`),
    check('organization_assignments_one_item', sql`(${t.courseId} is null) <> (${t.skillPathId} is null)`),
  ],
);

/** A course uploaded through an organisation's studio and its processing status (spec §3 upload status). */
export const studioUploads = pgTable(
  'studio_uploads',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    status: uploadStatusEnum('status').notNull().default('SUBMITTED'),
    message: text('message'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('studio_uploads_org').on(t.organizationId), uniqueIndex('studio_uploads_course').on(t.courseId)],
);

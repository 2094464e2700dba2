/** Programmes made of courses: academies and their buckets, skill paths and micro-degrees. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { categories, courses } from './catalogue';
import type { LocalizedText } from './shared';

export const academyBuckets = pgTable('academy_buckets', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const academies = pgTable('academies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>(),
  logoUrl: text('logo_url').notNull(),
  isNew: boolean('is_new').notNull().default(false),
  categoryId: integer('category_id').references(() => categories.id),
  position: integer('position').notNull().default(0),
});

export const academyBucketLinks = pgTable(
  'academy_bucket_links',
  {
    academyId: integer('academy_id').notNull().references(() => academies.id, { onDelete: 'cascade' }),
    bucketId: integer('bucket_id').notNull().references(() => academyBuckets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.academyId, t.bucketId] })],
);

export const skillPaths = pgTable('skill_paths', {
  id: serial('id').primaryKey(),
  academyId: integer('academy_id').notNull().references(() => academies.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

export const skillPathCourses = pgTable(
  'skill_path_courses',
  {
    skillPathId: integer('skill_path_id').notNull().references(() => skillPaths.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.skillPathId, t.courseId] })],
);

export const microdegrees = pgTable('microdegrees', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  /** What the programme teaches, shown on its public page (issue 18 item 4). */
  description: jsonb('description').$type<LocalizedText>(),
  partner: text('partner').notNull(),
  durationMonths: integer('duration_months').notNull(),
  position: integer('position').notNull().default(0),
});

/** The courses a micro-degree programme is made of, in order (issue 18 item 4). */
export const microdegreeCourses = pgTable(
  'microdegree_courses',
  {
    microdegreeId: integer('microdegree_id').notNull().references(() => microdegrees.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.microdegreeId, t.courseId] })],
);

/** A programme's price per currency, integer cents (docs/pricing.md "Which price a page shows"). */
export const microdegreePrices = pgTable(
  'microdegree_prices',
  {
    microdegreeId: integer('microdegree_id').notNull().references(() => microdegrees.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.microdegreeId, t.currency] }), check('microdegree_prices_non_negative', sql`${t.priceCents} >= 0`)],
);

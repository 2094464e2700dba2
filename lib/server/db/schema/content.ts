/** Editorial content: the blog, live sessions, resources, mentors and legal documents. */
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './catalogue';
import { mentorStatusEnum, resourceKindEnum } from './enums';
import type { LocalizedText } from './shared';
import { users } from './users';

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id').notNull().references(() => blogCategories.id),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    excerpt: jsonb('excerpt').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    coverImage: text('cover_image').notNull(),
    authorName: text('author_name').notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(5),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_posts_published').on(t.publishedAt)],
);

export const liveSessions = pgTable(
  'live_sessions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    hostName: text('host_name').notNull(),
    coverImage: text('cover_image').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('live_sessions_starts').on(t.startsAt)],
);

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: resourceKindEnum('kind').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  url: text('url').notNull(),
  coverImage: text('cover_image').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  isBusiness: boolean('is_business').notNull().default(false),
});

export const mentors = pgTable('mentors', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  slug: text('slug').notNull().unique(),
  fullName: text('full_name').notNull(),
  headline: jsonb('headline').$type<LocalizedText>().notNull(),
  expertise: text('expertise').array().notNull().default(sql`ARRAY[]::text[]`),
  status: mentorStatusEnum('status').notNull().default('AVAILABLE'),
  rating: doublePrecision('rating').notNull().default(0),
  sessionsCount: integer('sessions_count').notNull().default(0),
  avatarUrl: text('avatar_url').notNull(),
});

export const legalDocuments = pgTable('legal_documents', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  updatedAt: date('updated_at').notNull(),
});

/** Learner interests (spec §3 me.tastes, goals, catalog category/subcategory tastes). */
import { integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { subcategories } from './catalogue';
import { createdAt, type LocalizedText } from './shared';
import { users } from './users';

export const userTastes = pgTable(
  'user_tastes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').notNull().references(() => subcategories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subcategoryId] })],
);

export const goals = pgTable('goals', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const userGoals = pgTable(
  'user_goals',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    goalId: integer('goal_id').notNull().references(() => goals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goalId] })],
);

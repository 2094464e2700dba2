/** The course fields the learner lists show, and the columns that read them. */
import 'server-only';
import { categories, courses, type LocalizedText } from '@/lib/server/db/schema';

export type CourseRef = { id: number; slug: string; title: LocalizedText; categorySlug: string; coverImage: string };

/** Selects a CourseRef from `courses` joined to `categories`. */
export const courseRefColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  categorySlug: categories.slug,
  coverImage: courses.coverImage,
};

import 'server-only';
import { and, count, desc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { blogCategories, blogPosts, type LocalizedText } from '@/lib/server/db/schema';

export type BlogCategoryRecord = { id: number; slug: string; name: LocalizedText; postCount: number };

export type BlogPostSummary = {
  id: number;
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  coverImage: string;
  authorName: string;
  readingMinutes: number;
  publishedAt: Date;
  category: { id: number; slug: string; name: LocalizedText };
};

export type BlogPostRecord = BlogPostSummary & { body: LocalizedText };

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  coverImage: blogPosts.coverImage,
  authorName: blogPosts.authorName,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
  categoryId: blogCategories.id,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    authorName: row.authorName,
    readingMinutes: row.readingMinutes,
    publishedAt: row.publishedAt,
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
  };
}

/** Only posts whose publication time has come are public. */
const isPublished = () => lte(blogPosts.publishedAt, sql`now()`);

/** Blog categories with their number of published posts, in name order (Spanish). */
export async function listBlogCategories(db: Db): Promise<BlogCategoryRecord[]> {
  const rows = await db
    .select({ id: blogCategories.id, slug: blogCategories.slug, name: blogCategories.name, postCount: sql<number>`count(${blogPosts.id})` })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), isPublished()))
    .groupBy(blogCategories.id)
    .orderBy(sql`${blogCategories.name}->>'es'`);
  return rows.map((r) => ({ ...r, postCount: Number(r.postCount) }));
}

/** Published posts, newest first, optionally of one category. */
export async function listBlogPosts(
  db: Db,
  query: { offset: number; limit: number; categoryId?: number | null },
): Promise<{ items: BlogPostSummary[]; totalCount: number }> {
  const filters: SQL[] = [isPublished()];
  if (query.categoryId) filters.push(eq(blogPosts.categoryId, query.categoryId));
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { items: rows.map(toSummary), totalCount: Number(total) };
}

export async function getBlogPost(db: Db, slug: string): Promise<BlogPostRecord | null> {
  const [row] = await db
    .select({ ...summaryColumns, body: blogPosts.body })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.slug, slug), isPublished()))
    .limit(1);
  return row ? { ...toSummary(row), body: row.body } : null;
}

/** Other recent posts of the same category. */
export async function listRelatedPosts(db: Db, post: Pick<BlogPostSummary, 'id' | 'category'>, limit = 3): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.categoryId, post.category.id), ne(blogPosts.id, post.id), isPublished()))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(toSummary);
}

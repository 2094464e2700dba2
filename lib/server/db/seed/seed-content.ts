/** Seeds the blog, live sessions, resources/tools and mentors. */
import { blogCategories, blogPosts, liveSessions, mentors, resources } from '../schema';
import { BLOG_CATEGORIES, BLOG_CLOSINGS, BLOG_POSTS, type BlogPostSeed } from './blog-data';
import { LIVE_SESSIONS, RESOURCES } from './content-data';
import { MENTORS } from './people-data';
import { rngFor } from './random';
import { addMs, DAY_MS, HOUR_MS, insertChunked, MINUTE_MS, perLang, slugify, startOfUtcDay, type L3, type SeedDb } from './util';

export function blogPostSlug(post: BlogPostSeed): string {
  return slugify(post.title.es);
}

/** Four paragraphs separated by blank lines: lead, category context, two tips, closing. */
export function blogBody(post: BlogPostSeed, index: number): L3 {
  const category = BLOG_CATEGORIES.find((c) => c.slug === post.category)!;
  const tipA = category.tips[index % category.tips.length];
  const tipB = category.tips[(index + 1) % category.tips.length];
  const closing = BLOG_CLOSINGS[index % BLOG_CLOSINGS.length];
  return perLang((l) => {
    const tips =
      l === 'es'
        ? `Dos consejos para empezar hoy mismo. Primero: ${tipA.es} Segundo: ${tipB.es}`
        : l === 'pt'
          ? `Duas dicas para começar hoje mesmo. Primeiro: ${tipA.pt} Segundo: ${tipB.pt}`
          : `Two tips to start today. First: ${tipA.en} Second: ${tipB.en}`;
    return [post.lead[l], category.context[l], tips, closing[l]].join('\n\n');
  });
}

export async function seedBlog(db: SeedDb, now: Date): Promise<void> {
  const rng = rngFor('blog');
  const day = startOfUtcDay(now);
  const catRows = await db
    .insert(blogCategories)
    .values(BLOG_CATEGORIES.map((c) => ({ slug: c.slug, name: c.name })))
    .returning({ id: blogCategories.id, slug: blogCategories.slug });
  const catIds = new Map(catRows.map((r) => [r.slug, r.id]));
  await insertChunked(
    db,
    blogPosts,
    BLOG_POSTS.map((post, i) => {
      const slug = blogPostSlug(post);
      const body = blogBody(post, i);
      const words = body.es.split(/\s+/).length;
      return {
        slug,
        categoryId: catIds.get(post.category)!,
        title: post.title,
        excerpt: post.lead,
        body,
        coverImage: `/media/blog/${slug}.svg`,
        authorName: post.author,
        readingMinutes: Math.max(3, Math.ceil(words / 120)),
        // Spread over the last year, newest first in list order.
        publishedAt: addMs(day, -(3 + i * 12 + rng.int(0, 8)) * DAY_MS + rng.int(8, 18) * HOUR_MS),
      };
    }),
  );
}

export async function seedLiveSessions(db: SeedDb, now: Date): Promise<void> {
  // Minute precision from the real `now`, so 'live now' is live at seeding time.
  const base = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  await insertChunked(
    db,
    liveSessions,
    LIVE_SESSIONS.map((s) => {
      const startsAt = addMs(base, s.startMinutes * MINUTE_MS);
      return {
        slug: s.slug,
        title: s.title,
        description: s.description,
        hostName: s.host,
        coverImage: `/media/live/${s.slug}.svg`,
        startsAt,
        endsAt: s.durationMinutes === null ? null : addMs(startsAt, s.durationMinutes * MINUTE_MS),
      };
    }),
  );
}

export async function seedResources(db: SeedDb, categoryIds: Record<string, number>): Promise<void> {
  await insertChunked(
    db,
    resources,
    RESOURCES.map((r) => ({
      slug: r.slug,
      kind: r.kind,
      title: r.title,
      description: r.description,
      url: `/media/resource/${r.slug}.svg`,
      coverImage: `/media/resource/${r.slug}.svg`,
      categoryId: r.categorySlug ? categoryIds[r.categorySlug] : null,
      isBusiness: r.isBusiness,
    })),
  );
}

/** Mentors; the first one belongs to the mentor@ demo account. */
export async function seedMentors(db: SeedDb, mentorUserId: number): Promise<void> {
  const rng = rngFor('mentors');
  await insertChunked(
    db,
    mentors,
    MENTORS.map((m, i) => {
      const slug = slugify(m.fullName);
      return {
        userId: i === 0 ? mentorUserId : null,
        slug,
        fullName: m.fullName,
        headline: m.headline,
        expertise: m.expertise,
        status: m.status,
        rating: Math.round(rng.float(4.2, 5.0) * 10) / 10,
        sessionsCount: rng.int(8, 420),
        avatarUrl: `/media/avatar/${slug}.svg`,
      };
    }),
  );
}

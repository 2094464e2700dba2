import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { LruCache } from '@/lib/server/media/lru';
import type { MediaSubject } from '@/lib/domain/media/render';

/**
 * Whether the thing a /media image pictures exists (issue 17 item 8): the route renders
 * images only for rows the site has, so nobody can make it draw (and rasterise) any slug they
 * invent. One indexed lookup per subject (slugs are unique columns); avatars are matched by the
 * address stored with the person, as avatar slugs are names, not keys.
 *
 * Answers are remembered per process — found ones for 10 minutes, missing ones for 1 minute,
 * so a course created in the studio gets its cover within a minute — in a bounded LRU.
 */

/** The product's own avatar (notifications from the site itself), not stored per person. */
const PRODUCT_AVATAR = 'cursalia';

/** Organisation pictures stored as blog-style covers (`/media/blog/{org}-{suffix}.svg`). */
const ORG_COVER_SUFFIXES = ['bienvenida', 'equipo', 'perfil'] as const;

const FOUND_TTL_MS = 10 * 60_000;
const MISSING_TTL_MS = 60_000;
const cache = new LruCache<string, { exists: boolean; at: number }>(20_000);

function subjectKey(subject: MediaSubject): string {
  switch (subject.kind) {
    case 'og-site':
      return 'og-site';
    case 'og-course':
      return `og-course:${subject.category}/${subject.slug}`;
    case 'org':
      return `org:${subject.slug}`;
    case 'course':
      return `course:${subject.slug}`;
    default:
      return `${subject.kind}:${subject.slug}`;
  }
}

function existsQuery(subject: MediaSubject): SQL | null {
  switch (subject.kind) {
    case 'og-site':
      return null;
    case 'course':
      return sql`select 1 from courses where slug = ${subject.slug}`;
    case 'og-course':
      return sql`select 1 from courses co join categories c on c.id = co.category_id where co.slug = ${subject.slug} and c.slug = ${subject.category}`;
    case 'bundle':
      return sql`select 1 from bundles where slug = ${subject.slug}`;
    case 'academy':
      return sql`select 1 from academies where slug = ${subject.slug}`;
    case 'live':
      return sql`select 1 from live_sessions where slug = ${subject.slug}`;
    case 'resource':
      return sql`select 1 from resources where slug = ${subject.slug}`;
    case 'org':
      return sql`select 1 from organizations where slug = ${subject.slug}`;
    case 'blog': {
      const orgSlugs = ORG_COVER_SUFFIXES.filter((suffix) => subject.slug.endsWith(`-${suffix}`)).map((suffix) => subject.slug.slice(0, -suffix.length - 1));
      const orgCover = orgSlugs.length ? sql` union all select 1 from organizations where slug in (${sql.join(orgSlugs.map((s) => sql`${s}`), sql`, `)})` : sql``;
      return sql`select 1 from blog_posts where slug = ${subject.slug}${orgCover}`;
    }
    case 'avatar': {
      if (subject.slug === PRODUCT_AVATAR) return null;
      const path = `/media/avatar/${subject.slug}.svg`;
      return sql`select 1 from professors where avatar_url = ${path} union all select 1 from mentors where avatar_url = ${path} union all select 1 from users where profile_picture_url = ${path}`;
    }
  }
}

/** True when the subject's row exists (cached); see the module comment. */
export async function mediaSubjectExists(db: Db, subject: MediaSubject, now = Date.now()): Promise<boolean> {
  const query = existsQuery(subject);
  if (!query) return true;
  const key = subjectKey(subject);
  const cached = cache.get(key);
  if (cached && now - cached.at < (cached.exists ? FOUND_TTL_MS : MISSING_TTL_MS)) return cached.exists;
  const result = (await db.execute(sql`${query} limit 1`)) as unknown as { rows: unknown[] } | unknown[];
  const exists = (Array.isArray(result) ? result : result.rows).length > 0;
  cache.set(key, { exists, at: now });
  return exists;
}

/** For tests. */
export function clearMediaSubjectCache(): void {
  cache.clear();
}

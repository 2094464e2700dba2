import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { LruCache } from '@/lib/server/media/lru';
import type { MediaSubject } from '@/lib/domain/media/render';
import { BLOG_SECTION_CATEGORIES, type SceneTheme } from '@/lib/domain/media/scene-themes';

/**
 * Whether the thing a /media image pictures exists (issue 17 item 8), and what it is about
 * (issue 18 item 10: a course's category and subcategory pick its cover's scene). The route
 * renders images only for rows the site has, so nobody can make it draw (and rasterise) any slug
 * they invent. One indexed lookup per subject (slugs are unique columns); avatars are matched by
 * the address stored with the person, as avatar slugs are names, not keys.
 *
 * Answers are remembered per process — found ones for 10 minutes, missing ones for 1 minute,
 * so a course created in the studio gets its cover within a minute — in a bounded LRU.
 */

/** What the route learns about an existing subject; null when it does not exist. */
export type SubjectFacts = { theme?: SceneTheme };

/** The product's own avatar (notifications from the site itself), not stored per person. */
const PRODUCT_AVATAR = 'cursalia';

/** Organisation pictures stored as blog-style covers (`/media/blog/{org}-{suffix}.svg`). */
const ORG_COVER_SUFFIXES = ['bienvenida', 'equipo', 'perfil'] as const;

const FOUND_TTL_MS = 10 * 60_000;
const MISSING_TTL_MS = 60_000;
const cache = new LruCache<string, { facts: SubjectFacts | null; at: number }>(20_000);

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

/** A query whose first row (if any) says the subject exists; its `category`/`subcategory` columns, when selected, are the theme. */
function factsQuery(subject: MediaSubject): SQL | null {
  switch (subject.kind) {
    case 'og-site':
      return null;
    case 'course':
      return sql`select c.slug as category, sc.slug as subcategory from courses co join categories c on c.id = co.category_id left join subcategories sc on sc.id = co.subcategory_id where co.slug = ${subject.slug}`;
    case 'og-course':
      return sql`select 1 from courses co join categories c on c.id = co.category_id where co.slug = ${subject.slug} and c.slug = ${subject.category}`;
    case 'bundle':
      // A bundle is pictured with the category most of its courses share.
      return sql`select c.slug as category from bundles b left join bundle_courses bc on bc.bundle_id = b.id left join courses co on co.id = bc.course_id left join categories c on c.id = co.category_id where b.slug = ${subject.slug} group by c.slug order by count(co.id) desc, c.slug`;
    case 'academy':
      return sql`select c.slug as category from academies a left join categories c on c.id = a.category_id where a.slug = ${subject.slug}`;
    case 'live':
      return sql`select 1 from live_sessions where slug = ${subject.slug}`;
    case 'resource':
      return sql`select c.slug as category from resources r left join categories c on c.id = r.category_id where r.slug = ${subject.slug}`;
    case 'org':
      return sql`select 1 from organizations where slug = ${subject.slug}`;
    case 'blog': {
      const orgSlugs = ORG_COVER_SUFFIXES.filter((suffix) => subject.slug.endsWith(`-${suffix}`)).map((suffix) => subject.slug.slice(0, -suffix.length - 1));
      const orgCover = orgSlugs.length ? sql` union all select null from organizations where slug in (${sql.join(orgSlugs.map((s) => sql`${s}`), sql`, `)})` : sql``;
      return sql`select bc.slug as section from blog_posts p join blog_categories bc on bc.id = p.category_id where p.slug = ${subject.slug}${orgCover}`;
    }
    case 'avatar': {
      if (subject.slug === PRODUCT_AVATAR) return null;
      const path = `/media/avatar/${subject.slug}.svg`;
      return sql`select 1 from professors where avatar_url = ${path} union all select 1 from mentors where avatar_url = ${path} union all select 1 from users where profile_picture_url = ${path}`;
    }
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function factsOf(row: Record<string, unknown>): SubjectFacts {
  const section = text(row.section);
  const category = text(row.category) ?? (section && Object.prototype.hasOwnProperty.call(BLOG_SECTION_CATEGORIES, section) ? BLOG_SECTION_CATEGORIES[section] : null);
  const subcategory = text(row.subcategory);
  return category ? { theme: { category, subcategory } } : {};
}

/** The subject's facts when its row exists, else null (cached); see the module comment. */
export async function mediaSubjectFacts(db: Db, subject: MediaSubject, now = Date.now()): Promise<SubjectFacts | null> {
  const query = factsQuery(subject);
  if (!query) return {};
  const key = subjectKey(subject);
  const cached = cache.get(key);
  if (cached && now - cached.at < (cached.facts ? FOUND_TTL_MS : MISSING_TTL_MS)) return cached.facts;
  const result = (await db.execute(sql`${query} limit 1`)) as unknown as { rows: Record<string, unknown>[] } | Record<string, unknown>[];
  const rows = Array.isArray(result) ? result : result.rows;
  const facts = rows.length > 0 ? factsOf(rows[0]) : null;
  cache.set(key, { facts, at: now });
  return facts;
}

/** For tests. */
export function clearMediaSubjectCache(): void {
  cache.clear();
}

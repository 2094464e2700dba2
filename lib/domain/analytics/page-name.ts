/**
 * The analytics page name of a path: one stable name per kind of page, the same in every
 * language. Used as page_identifier of events, the page of the performance beacon and the
 * source_page of tracked links.
 */
import { locales } from '@/lib/domain/i18n/routing';

/** The names of the kinds of page (pageNameFromPath), for links that name the page they are on. */
export const PAGE_NAMES = {
  home: 'home',
  search: 'search',
  category: 'category',
  course: 'course',
  blogPost: 'blog-post',
  /** Spec §2: the agenda's analytics page name. */
  agenda: 'Course Agenda',
} as const;

/** Page names the spec fixes (spec §2: the agenda is 'Course Agenda'). */
export const FIXED_PAGE_NAMES: Readonly<Record<string, string>> = {
  'agenda-cursos': PAGE_NAMES.agenda,
};

/**
 * 'home', 'search', 'category', 'course', 'blog-post', a fixed name of spec §2, or the first
 * path segment ('blog', 'premium', …). The /pt/ and /en/ prefixes are ignored.
 */
export function pageNameFromPath(pathname: string): string {
  const parts = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  if (parts.length > 0 && (locales as readonly string[]).includes(parts[0])) parts.shift();
  if (parts.length === 0) return PAGE_NAMES.home;
  if (parts[0] === 'cursos-online') {
    if (parts[1] === 'search') return PAGE_NAMES.search;
    if (parts.length === 2) return PAGE_NAMES.category;
    if (parts.length >= 3) return PAGE_NAMES.course;
  }
  if (parts[0] === 'blog' && parts.length === 2) return PAGE_NAMES.blogPost;
  return FIXED_PAGE_NAMES[parts[0]] ?? parts[0];
}

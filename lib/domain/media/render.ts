/**
 * Maps a /media/... path to its generated SVG. Used by app/media/[...path]/route.ts.
 *   /media/{course|bundle|academy|blog|live|avatar|resource}/{slug}.svg
 *   /media/course/{slug}-promo.svg          (wide promotional banner)
 *   /media/org/{slug}/{logo|logo-dark|isotype}.svg   (?c=primary&s=secondary optional)
 *   /media/og/site.svg                       (default social card, 1200x630)
 *   /media/og/course/{category}/{slug}.svg   (a course's social card, 1200x630)
 * Returns null for anything else (the route answers 404). Whether the subject exists, and what it
 * is about (its category, which picks the cover's scene: issue 18 item 10), is the route's
 * question (lib/server/services/media-subjects.ts); rendering itself needs no database, and without
 * a theme the scene's category is read from the slug's words.
 */
import { academyLogo, avatar, blogCover, bundleCover, courseCover, liveCover, orgLogo, resourceCover } from './images';
import { orgBrand } from './org-palette';
import { courseSocialCard, siteSocialCard } from './social';
import type { SceneTheme } from './scene-themes';
import { hashString, hslToHex, parseHexColor, titleFromSlug } from './svg';

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,158}[a-z0-9])?$/;
const ORG_VARIANTS = ['logo', 'logo-dark', 'isotype'] as const;
type OrgVariant = (typeof ORG_VARIANTS)[number];

const SIMPLE_KINDS = ['course', 'bundle', 'academy', 'blog', 'live', 'avatar', 'resource'] as const;
type SimpleKind = (typeof SIMPLE_KINDS)[number];

/** What a /media path pictures: the thing whose row must exist for it to be served (issue 17 item 8). */
export type MediaSubject =
  | { kind: 'course'; slug: string; promo: boolean }
  | { kind: Exclude<SimpleKind, 'course'>; slug: string }
  | { kind: 'org'; slug: string; variant: OrgVariant }
  | { kind: 'og-site' }
  | { kind: 'og-course'; category: string; slug: string };

/** 'slug.svg' -> 'slug' when valid, else null. */
function svgSlug(file: string | undefined): string | null {
  if (!file || !file.endsWith('.svg')) return null;
  const slug = file.slice(0, -4);
  return SLUG.test(slug) ? slug : null;
}

/** The subject of a /media path (its segments after /media/), or null when the path is not one of ours. Pure. */
export function mediaSubject(segments: readonly string[]): MediaSubject | null {
  const [kind, ...rest] = segments;
  if (!kind) return null;
  if (kind === 'org') {
    if (rest.length !== 2 || !SLUG.test(rest[0])) return null;
    const variant = svgSlug(rest[1]);
    if (!variant || !(ORG_VARIANTS as readonly string[]).includes(variant)) return null;
    return { kind: 'org', slug: rest[0], variant: variant as OrgVariant };
  }
  if (kind === 'og') {
    if (rest.length === 1 && rest[0] === 'site.svg') return { kind: 'og-site' };
    if (rest.length !== 3 || rest[0] !== 'course' || !SLUG.test(rest[1])) return null;
    const slug = svgSlug(rest[2]);
    return slug ? { kind: 'og-course', category: rest[1], slug } : null;
  }
  if (!(SIMPLE_KINDS as readonly string[]).includes(kind) || rest.length !== 1) return null;
  const slug = svgSlug(rest[0]);
  if (!slug) return null;
  if (kind === 'course') {
    const promo = slug.endsWith('-promo');
    return { kind: 'course', slug: promo ? slug.slice(0, -'-promo'.length) : slug, promo };
  }
  return { kind: kind as Exclude<SimpleKind, 'course'>, slug };
}

const SIMPLE_RENDERERS: Record<Exclude<SimpleKind, 'course'>, (slug: string, theme?: SceneTheme) => string> = {
  bundle: bundleCover,
  academy: academyLogo,
  blog: blogCover,
  live: liveCover,
  avatar,
  resource: resourceCover,
};

/** The SVG of a subject (`?c=&s=` may recolour an organisation's logo; `theme` picks a cover's scene). */
export function renderSubject(subject: MediaSubject, query?: URLSearchParams, theme?: SceneTheme): string {
  switch (subject.kind) {
    case 'course':
      return courseCover(subject.slug, subject.promo, theme);
    case 'org': {
      const brand = orgBrand(subject.slug);
      const h = hashString(subject.slug);
      const primary = parseHexColor(query?.get('c')) ?? brand?.primary ?? hslToHex(h % 360, 60, 42);
      const secondary = parseHexColor(query?.get('s')) ?? brand?.secondary ?? hslToHex((h + 150) % 360, 75, 55);
      const name = brand?.name ?? titleFromSlug(subject.slug);
      return orgLogo(subject.slug, subject.variant, { name, primary, secondary });
    }
    case 'og-site':
      return siteSocialCard();
    case 'og-course':
      return courseSocialCard(subject.category, subject.slug);
    default:
      return SIMPLE_RENDERERS[subject.kind](subject.slug, theme);
  }
}

/** The SVG of a /media path, or null for anything that is not one of ours. */
export function renderMedia(segments: readonly string[], query?: URLSearchParams, theme?: SceneTheme): string | null {
  const subject = mediaSubject(segments);
  return subject ? renderSubject(subject, query, theme) : null;
}

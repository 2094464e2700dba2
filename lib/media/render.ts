/**
 * Maps a /media/... path to its generated SVG. Used by app/media/[...path]/route.ts.
 *   /media/{course|bundle|academy|blog|live|avatar|resource}/{slug}.svg
 *   /media/course/{slug}-promo.svg          (wide promotional banner)
 *   /media/org/{slug}/{logo|logo-dark|isotype}.svg   (?c=primary&s=secondary optional)
 *   /media/og/site.svg                       (default social card, 1200x630)
 *   /media/og/course/{category}/{slug}.svg   (a course's social card, 1200x630)
 * Returns null for anything else (the route answers 404).
 */
import { academyLogo, avatar, blogCover, bundleCover, courseCover, liveCover, orgLogo, resourceCover } from './images';
import { orgBrand } from './org-palette';
import { courseSocialCard, siteSocialCard } from './social';
import { hashString, hslToHex, parseHexColor, titleFromSlug } from './svg';

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,158}[a-z0-9])?$/;
const ORG_VARIANTS = ['logo', 'logo-dark', 'isotype'] as const;
type OrgVariant = (typeof ORG_VARIANTS)[number];

const SIMPLE_KINDS: Record<string, (slug: string) => string> = {
  course: (slug) => (slug.endsWith('-promo') ? courseCover(slug.slice(0, -'-promo'.length), true) : courseCover(slug)),
  bundle: bundleCover,
  academy: academyLogo,
  blog: blogCover,
  live: liveCover,
  avatar,
  resource: resourceCover,
};

export const MEDIA_KINDS = [...Object.keys(SIMPLE_KINDS), 'org', 'og'] as const;

/** 'slug.svg' -> 'slug' when valid, else null. */
function svgSlug(file: string | undefined): string | null {
  if (!file || !file.endsWith('.svg')) return null;
  const slug = file.slice(0, -4);
  return SLUG.test(slug) ? slug : null;
}

export function renderMedia(segments: readonly string[], query?: URLSearchParams): string | null {
  const [kind, ...rest] = segments;
  if (!kind) return null;
  if (kind === 'org') {
    if (rest.length !== 2) return null;
    const [slug, file] = rest;
    if (!SLUG.test(slug)) return null;
    const variant = svgSlug(file);
    if (!variant || !(ORG_VARIANTS as readonly string[]).includes(variant)) return null;
    const brand = orgBrand(slug);
    const h = hashString(slug);
    const primary = parseHexColor(query?.get('c')) ?? brand?.primary ?? hslToHex(h % 360, 60, 42);
    const secondary = parseHexColor(query?.get('s')) ?? brand?.secondary ?? hslToHex((h + 150) % 360, 75, 55);
    const name = brand?.name ?? titleFromSlug(slug);
    return orgLogo(slug, variant as OrgVariant, { name, primary, secondary });
  }
  if (kind === 'og') {
    if (rest.length === 1 && rest[0] === 'site.svg') return siteSocialCard();
    if (rest.length !== 3 || rest[0] !== 'course' || !SLUG.test(rest[1])) return null;
    const slug = svgSlug(rest[2]);
    return slug ? courseSocialCard(rest[1], slug) : null;
  }
  if (!Object.prototype.hasOwnProperty.call(SIMPLE_KINDS, kind) || rest.length !== 1) return null;
  const slug = svgSlug(rest[0]);
  return slug ? SIMPLE_KINDS[kind](slug) : null;
}

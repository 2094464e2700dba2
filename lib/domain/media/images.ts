/**
 * Builders for every kind of generated image. Each returns a complete SVG document and depends
 * only on its arguments, so the same slug (and theme) always gives the same picture.
 *
 * Issue 18 item 10: covers are illustrated scenes of their subject (./scene.ts) and carry no
 * title — the cards print it —; people get drawn portraits (./avatar.ts); organisations get a
 * geometric mark (./org-mark.ts). The title stays in the SVG's <title> for assistive technology.
 */
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { lightPalette } from '@/lib/domain/theme/palette';
import { portraitBody } from './avatar';
import { orgSymbol } from './org-mark';
import { document as documentProp } from './props/office';
import { sceneBody } from './scene';
import { circle, line, path, place, rect, rngFor, sceneColors } from './scene-kit';
import { recipeFor, type SceneTheme } from './scene-themes';
import { escapeXml, FONT_STACK, hashString, svgDocument, titleFromSlug } from './svg';

/** Course cover (16:9) or, with `promo`, a wider promotional banner whose subject stays in its middle (agenda cards crop it to 200x140). */
export function courseCover(slug: string, promo = false, theme?: SceneTheme): string {
  const [w, h] = promo ? [1200, 500] : [640, 360];
  return svgDocument(w, h, titleFromSlug(slug), sceneBody(promo ? `${slug}:promo` : slug, theme, w, h, { centred: promo }));
}

/** A rosette with a tick: the certificate a bundle leads to. */
function rosette(x: number, y: number, accent: string, ink: string): string {
  return (
    path(`M${x - 22} ${y + 16}L${x - 34} ${y + 70}L${x - 14} ${y + 58}L${x - 4} ${y + 78}L${x + 2} ${y + 24}Z`, ink) +
    path(`M${x + 22} ${y + 16}L${x + 34} ${y + 70}L${x + 14} ${y + 58}L${x + 4} ${y + 78}L${x - 2} ${y + 24}Z`, ink) +
    circle(x, y, 40, accent) +
    circle(x, y, 30, '#fff', 'fill-opacity="0.35"') +
    line(`M${x - 13} ${y + 1}L${x - 3} ${y + 11}L${x + 15} ${y - 9}`, ink, 7)
  );
}

/** Certification bundle cover: the subject's scene on a stack of cards, with a certificate rosette. */
export function bundleCover(slug: string, theme?: SceneTheme): string {
  const [w, h] = [640, 360];
  const recipe = recipeFor(theme, slug);
  const c = sceneColors(recipe.hue, (hashString(slug) % 30) - 15, 'night');
  const clip = `b${hashString(slug).toString(36)}`;
  const inner = sceneBody(`bundle:${slug}`, theme, 520, 292, { mood: 'pastel' });
  const body =
    rect(0, 0, w, h, c.bg1) +
    rect(84, 20, 520, 292, c.stage, 18, 'fill-opacity="0.55"') +
    rect(62, 34, 520, 292, c.stage, 18) +
    `<clipPath id="${clip}"><rect x="40" y="48" width="520" height="292" rx="18"/></clipPath>` +
    `<g clip-path="url(#${clip})"><g transform="translate(40 48)">${inner}</g></g>` +
    rosette(556, 70, c.accent, c.ink);
  return svgDocument(w, h, titleFromSlug(slug), body);
}

/** Academy logo: the subject's object on a rounded square in the category's colours. */
export function academyLogo(slug: string, theme?: SceneTheme): string {
  const size = 256;
  const recipe = recipeFor(theme, slug);
  const rng = rngFor(`academy:${slug}`);
  const c = sceneColors(recipe.hue, rng.int(-10, 10), 'vivid');
  const gid = `a${hashString(slug).toString(36)}`;
  const main = recipe.mains[0];
  const body =
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg1}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient></defs>` +
    rect(0, 0, size, size, `url(#${gid})`, 56) +
    circle(128, 118, 88, c.stage) +
    path('M0 196H256V200A56 56 0 0 1 200 256H56A56 56 0 0 1 0 200Z', c.floor) +
    place(main(c, rng), 128, 200, 0.82);
  return svgDocument(size, size, titleFromSlug(slug), body);
}

/** Blog post cover (social-card proportions): a scene of the post's subject. */
export function blogCover(slug: string, theme?: SceneTheme): string {
  return svgDocument(1200, 630, titleFromSlug(slug), sceneBody(`blog:${slug}`, theme, 1200, 630));
}

/** Live session cover: a night scene of the subject with a 'LIVE' badge. */
export function liveCover(slug: string, theme?: SceneTheme): string {
  const [w, h] = [640, 360];
  const body =
    sceneBody(`live:${slug}`, theme, w, h, { mood: 'night' }) +
    rect(28, 26, 104, 40, '#E53935', 20) +
    circle(52, 46, 7, '#fff') +
    `<text x="68" y="53" font-family="${FONT_STACK}" font-size="20" font-weight="800" fill="#fff" letter-spacing="1.5">LIVE</text>`;
  return svgDocument(w, h, titleFromSlug(slug), body);
}

/** The product's own picture (notifications from the site): its mark, not a person. */
const PRODUCT_AVATAR = 'cursalia';

/** A person's round portrait (the product's avatar is its mark). */
export function avatar(slug: string): string {
  if (slug === PRODUCT_AVATAR) {
    const initial = escapeXml(PRODUCT_NAME.charAt(0).toUpperCase() || 'C');
    const body =
      circle(128, 128, 128, lightPalette.primary.main) +
      `<text x="128" y="164" text-anchor="middle" font-family="${FONT_STACK}" font-size="110" font-weight="800" fill="#fff">${initial}</text>`;
    return svgDocument(256, 256, PRODUCT_NAME, body);
  }
  return svgDocument(256, 256, titleFromSlug(slug), portraitBody(slug, `v${hashString(slug).toString(36)}`));
}

/** Downloadable resource cover: a document standing in the subject's scene. */
export function resourceCover(slug: string, theme?: SceneTheme): string {
  return svgDocument(640, 360, titleFromSlug(slug), sceneBody(`resource:${slug}`, theme, 640, 360, { main: documentProp }));
}

export type OrgColors = { name: string; primary: string; secondary: string };

/** Organisation logo (wide, the mark and the name), its dark-mode variant, or the square isotype (the mark alone). */
export function orgLogo(slug: string, variant: 'logo' | 'logo-dark' | 'isotype', colors: OrgColors): string {
  if (variant === 'isotype') return svgDocument(128, 128, colors.name, orgSymbol(slug, colors, 0, 0, 128));
  const name = colors.name.length > 24 ? `${colors.name.slice(0, 23)}…` : colors.name;
  const dark = variant === 'logo-dark';
  const textColor = dark ? '#FFFFFF' : '#1B1B2F';
  const width = Math.max(320, 164 + Math.round(name.length * 27));
  const body =
    // On dark backgrounds the mark's main colour turns white, as brands' reversed logos do.
    orgSymbol(slug, dark ? { primary: '#FFFFFF', secondary: colors.secondary } : colors, 12, 12, 104) +
    `<text x="136" y="80" font-family="${FONT_STACK}" font-size="44" font-weight="700" fill="${textColor}" letter-spacing="-0.5">${escapeXml(name)}</text>`;
  return svgDocument(width, 128, colors.name, body);
}

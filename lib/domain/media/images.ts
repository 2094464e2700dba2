/**
 * Builders for every kind of generated image. Each returns a complete SVG document and
 * depends only on its arguments, so the same slug always gives the same picture.
 */
import {
  decorCircles,
  escapeXml,
  FONT_STACK,
  hashString,
  initialsFromSlug,
  paletteFor,
  svgDocument,
  textLines,
  titleFromSlug,
  wrapText,
} from './svg';

function gradient(id: string, from: string, to: string, diagonal = true): string {
  const [x2, y2] = diagonal ? ['1', '1'] : ['1', '0'];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const titleAttrs = (size: number) =>
  `font-family="${FONT_STACK}" font-size="${size}" font-weight="700" fill="#ffffff" letter-spacing="-0.5"`;

/** Course cover (16:9) or, with `promo`, a wider promotional banner. */
export function courseCover(slug: string, promo = false): string {
  const [w, h] = promo ? [1200, 500] : [640, 360];
  const title = titleFromSlug(slug);
  const pal = paletteFor(slug);
  const gid = `g${hashString(slug).toString(36)}`;
  const size = promo ? 56 : 40;
  // The wide promo is shown cropped to card ratios (agenda cards are 200x140), which keeps
  // only its middle ~60 %: its title is centred and wrapped narrowly so it survives the crop.
  const lines = wrapText(title, promo ? 20 : 22, 3);
  const y = h - 48 - (lines.length - 1) * size * 1.15;
  const textX = promo ? w / 2 : 40;
  const textAttrs = promo ? `${titleAttrs(size)} text-anchor="middle"` : titleAttrs(size);
  const body =
    `<defs>${gradient(gid, pal.from, pal.to)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${gid})"/>` +
    decorCircles(slug, w, h) +
    `<rect x="${promo ? w / 2 - 28 : 40}" y="40" width="56" height="8" rx="4" fill="${pal.accent}"/>` +
    `<rect x="0" y="${h * 0.45}" width="${w}" height="${h * 0.55}" fill="#000" fill-opacity="0.18"/>` +
    textLines(lines, textX, Math.round(y), Math.round(size * 1.15), textAttrs);
  return svgDocument(w, h, title, body);
}

/** Certification bundle cover: stacked course cards behind the title. */
export function bundleCover(slug: string): string {
  const [w, h] = [640, 360];
  const title = titleFromSlug(slug);
  const pal = paletteFor(`bundle:${slug}`, { lightness: 38 });
  const gid = `b${hashString(slug).toString(36)}`;
  const cards = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${380 + i * 26}" y="${60 + i * 26}" width="200" height="130" rx="14" fill="#fff" fill-opacity="${(0.14 + i * 0.1).toFixed(2)}" stroke="#fff" stroke-opacity="0.35"/>`,
    )
    .join('');
  const lines = wrapText(title, 18, 3);
  const body =
    `<defs>${gradient(gid, pal.from, pal.to)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${gid})"/>` +
    decorCircles(`bundle:${slug}`, w, h, 3) +
    cards +
    `<circle cx="532" cy="177" r="28" fill="${pal.accent}"/>` +
    `<path d="M518 178 l10 10 l18 -20" stroke="#1b1b2f" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    textLines(lines, 40, h - 56 - (lines.length - 1) * 44, 44, titleAttrs(38));
  return svgDocument(w, h, title, body);
}

/** Academy logo: a square emblem with the academy's initials. */
export function academyLogo(slug: string): string {
  const size = 256;
  const pal = paletteFor(`academy:${slug}`, { saturation: 72, lightness: 42 });
  const gid = `a${hashString(slug).toString(36)}`;
  const initials = initialsFromSlug(slug, 2);
  const hex = 'M128 28 L214 78 L214 178 L128 228 L42 178 L42 78 Z';
  const body =
    `<defs>${gradient(gid, pal.from, pal.to)}</defs>` +
    `<rect width="${size}" height="${size}" rx="48" fill="url(#${gid})"/>` +
    `<path d="${hex}" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.55" stroke-width="4"/>` +
    `<text x="128" y="150" text-anchor="middle" font-family="${FONT_STACK}" font-size="72" font-weight="800" fill="#fff">${escapeXml(initials)}</text>`;
  return svgDocument(size, size, titleFromSlug(slug), body);
}

/** Blog post cover (social-card proportions). */
export function blogCover(slug: string): string {
  const [w, h] = [1200, 630];
  const title = titleFromSlug(slug);
  const pal = paletteFor(`blog:${slug}`, { saturation: 55, lightness: 40 });
  const gid = `p${hashString(slug).toString(36)}`;
  const lines = wrapText(title, 26, 3);
  const body =
    `<defs>${gradient(gid, pal.from, pal.to)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${gid})"/>` +
    decorCircles(`blog:${slug}`, w, h, 5) +
    `<rect x="72" y="72" width="90" height="10" rx="5" fill="${pal.accent}"/>` +
    textLines(lines, 72, 200, 84, titleAttrs(68));
  return svgDocument(w, h, title, body);
}

/** Live session cover with a 'LIVE' badge. */
export function liveCover(slug: string): string {
  const [w, h] = [640, 360];
  const title = titleFromSlug(slug);
  const pal = paletteFor(`live:${slug}`, { saturation: 60, lightness: 22 });
  const gid = `l${hashString(slug).toString(36)}`;
  const lines = wrapText(title, 22, 3);
  const body =
    `<defs>${gradient(gid, pal.from, pal.to)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${gid})"/>` +
    decorCircles(`live:${slug}`, w, h, 3) +
    `<rect x="40" y="36" width="104" height="40" rx="20" fill="#E53935"/>` +
    `<circle cx="64" cy="56" r="7" fill="#fff"/>` +
    `<text x="80" y="63" font-family="${FONT_STACK}" font-size="20" font-weight="800" fill="#fff" letter-spacing="1.5">LIVE</text>` +
    textLines(lines, 40, h - 48 - (lines.length - 1) * 46, 46, titleAttrs(40));
  return svgDocument(w, h, title, body);
}

/** Round avatar with initials. */
export function avatar(slug: string): string {
  const size = 256;
  const pal = paletteFor(`avatar:${slug}`, { saturation: 55, lightness: 50 });
  const gid = `v${hashString(slug).toString(36)}`;
  const initials = initialsFromSlug(slug, 2);
  const body =
    `<defs>${gradient(gid, pal.from, pal.to)}</defs>` +
    `<circle cx="128" cy="128" r="128" fill="url(#${gid})"/>` +
    `<text x="128" y="156" text-anchor="middle" font-family="${FONT_STACK}" font-size="92" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`;
  return svgDocument(size, size, titleFromSlug(slug), body);
}

/** Downloadable resource cover: a document sheet on a gradient. */
export function resourceCover(slug: string): string {
  const [w, h] = [640, 360];
  const title = titleFromSlug(slug);
  const pal = paletteFor(`resource:${slug}`, { saturation: 50, lightness: 44 });
  const gid = `r${hashString(slug).toString(36)}`;
  const lines = wrapText(title, 16, 4);
  const sheetLines = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="470" y="${110 + i * 26}" width="${i === 4 ? 70 : 110}" height="10" rx="5" fill="${pal.from}" fill-opacity="0.45"/>`)
    .join('');
  const body =
    `<defs>${gradient(gid, pal.from, pal.to)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${gid})"/>` +
    decorCircles(`resource:${slug}`, w, h, 3) +
    `<path d="M450 60 h120 l30 30 v210 h-150 Z" fill="#fff"/>` +
    `<path d="M570 60 v30 h30" fill="#000" fill-opacity="0.12"/>` +
    sheetLines +
    textLines(lines, 40, 110, 44, titleAttrs(36));
  return svgDocument(w, h, title, body);
}

export type OrgColors = { name: string; primary: string; secondary: string };

function orgMark(colors: OrgColors, x: number, y: number, size: number, seed: string): string {
  const initials = initialsFromSlug(seed, 2);
  const r = Math.round(size * 0.22);
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${r}" fill="${colors.primary}"/>` +
    `<circle cx="${x + size * 0.8}" cy="${y + size * 0.2}" r="${size * 0.12}" fill="${colors.secondary}"/>` +
    `<text x="${x + size / 2}" y="${y + size * 0.66}" text-anchor="middle" font-family="${FONT_STACK}" font-size="${Math.round(size * 0.44)}" font-weight="800" fill="#fff">${escapeXml(initials)}</text>`
  );
}

/** Organisation logo (wide), its dark-mode variant, or the square isotype. */
export function orgLogo(slug: string, variant: 'logo' | 'logo-dark' | 'isotype', colors: OrgColors): string {
  if (variant === 'isotype') {
    return svgDocument(128, 128, colors.name, orgMark(colors, 0, 0, 128, slug));
  }
  const name = colors.name.length > 24 ? `${colors.name.slice(0, 23)}…` : colors.name;
  const textColor = variant === 'logo-dark' ? '#FFFFFF' : '#1B1B2F';
  const width = Math.max(320, 164 + Math.round(name.length * 30));
  const body =
    orgMark(colors, 8, 8, 112, slug) +
    `<text x="140" y="80" font-family="${FONT_STACK}" font-size="46" font-weight="700" fill="${textColor}" letter-spacing="-0.5">${escapeXml(name)}</text>`;
  return svgDocument(width, 128, colors.name, body);
}

/**
 * Social-share cards (Open Graph / Twitter, 1200x630) as SVG: the site's default card and one
 * per course with its title, category and the product name. Built from slugs only, so the
 * media route never needs the database; the route rasterises them (?fm=png&w=1200&h=630).
 */
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { lightPalette } from '@/lib/domain/theme/palette';
import { decorCircles, escapeXml, FONT_STACK, hashString, paletteFor, svgDocument, textLines, titleFromSlug, wrapText } from './svg';

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

const W = SOCIAL_CARD_WIDTH;
const H = SOCIAL_CARD_HEIGHT;

/** The product's wordmark: a rounded square with the initial, then the name. */
function wordmark(x: number, y: number, size: number, color: string, mark: string): string {
  const initial = escapeXml(PRODUCT_NAME.charAt(0).toUpperCase() || 'C');
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${Math.round(size * 0.24)}" fill="${mark}"/>` +
    `<text x="${x + size / 2}" y="${y + size * 0.7}" text-anchor="middle" font-family="${FONT_STACK}" font-size="${Math.round(size * 0.6)}" font-weight="800" fill="#fff">${initial}</text>` +
    `<text x="${x + size + 18}" y="${y + size * 0.72}" font-family="${FONT_STACK}" font-size="${Math.round(size * 0.62)}" font-weight="800" fill="${color}" letter-spacing="-0.5">${escapeXml(PRODUCT_NAME)}</text>`
  );
}

/** Default card of the site (pages without their own image). */
export function siteSocialCard(): string {
  const { primary, secondary } = lightPalette;
  const body =
    `<defs><linearGradient id="site" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary.dark}"/><stop offset="0.6" stop-color="${primary.main}"/><stop offset="1" stop-color="${secondary.main}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#site)"/>` +
    decorCircles('site:social', W, H, 5) +
    `<rect x="${W / 2 - 70}" y="${H / 2 - 150}" width="140" height="140" rx="34" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>` +
    `<text x="${W / 2}" y="${H / 2 - 50}" text-anchor="middle" font-family="${FONT_STACK}" font-size="96" font-weight="800" fill="#fff">${escapeXml(PRODUCT_NAME.charAt(0).toUpperCase() || 'C')}</text>` +
    `<text x="${W / 2}" y="${H / 2 + 90}" text-anchor="middle" font-family="${FONT_STACK}" font-size="104" font-weight="800" fill="#fff" letter-spacing="-1">${escapeXml(PRODUCT_NAME)}</text>` +
    `<rect x="${W / 2 - 60}" y="${H / 2 + 130}" width="120" height="10" rx="5" fill="${secondary.light}"/>`;
  return svgDocument(W, H, PRODUCT_NAME, body);
}

/** A course's card: its category, its title (from the slug) and the product's wordmark. */
export function courseSocialCard(categorySlug: string, courseSlug: string): string {
  const title = titleFromSlug(courseSlug);
  const category = titleFromSlug(categorySlug).toLocaleUpperCase('es');
  const pal = paletteFor(courseSlug);
  const gid = `o${hashString(courseSlug).toString(36)}`;
  const lines = wrapText(title, 24, 3);
  const size = 72;
  const lineHeight = Math.round(size * 1.15);
  const titleY = 300 - ((lines.length - 1) * lineHeight) / 2;
  const body =
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.from}"/><stop offset="1" stop-color="${pal.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${gid})"/>` +
    decorCircles(courseSlug, W, H, 4) +
    `<rect width="${W}" height="${H}" fill="#000" fill-opacity="0.22"/>` +
    `<rect x="80" y="84" width="72" height="10" rx="5" fill="${pal.accent}"/>` +
    `<text x="80" y="142" font-family="${FONT_STACK}" font-size="30" font-weight="700" fill="${pal.accent}" letter-spacing="2">${escapeXml(category)}</text>` +
    textLines(lines, 80, Math.round(titleY + 40), lineHeight, `font-family="${FONT_STACK}" font-size="${size}" font-weight="800" fill="#ffffff" letter-spacing="-1"`) +
    `<rect x="0" y="${H - 110}" width="${W}" height="110" fill="#000" fill-opacity="0.28"/>` +
    wordmark(80, H - 84, 58, '#ffffff', lightPalette.primary.main);
  return svgDocument(W, H, `${title} · ${PRODUCT_NAME}`, body);
}

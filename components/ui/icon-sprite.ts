/**
 * The SVG sprite of every icon (issue 14). An inline <svg><path d="…"/></svg> repeats its path in
 * the HTML of every page and again in the RSC payload; a <use href="/icons.svg?v=…#name"> names
 * the icon instead, and the browser fetches the paths once and caches them for good (the version
 * in the address changes whenever the sprite does).
 *
 * scripts/icons.ts writes the output into public/icons.svg, components/ui/icon-sprite-url.ts and
 * components/ui/icon-masks.css; tests/unit/icon-sprite.test.ts fails when one is stale.
 * Build-time code: not for pages.
 */
import { createHash } from 'node:crypto';
import { ICON_PATHS, type IconName } from './icon-registry';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => XML_ESCAPES[c]);

/** public/icons.svg: one <symbol> per icon, by name, and the first 10 hex digits of its SHA-256. */
export function iconSprite(paths: Readonly<Record<string, string>> = ICON_PATHS): { svg: string; version: string } {
  const names = Object.keys(paths).sort();
  const symbols = names.map((name) => `<symbol id="${escapeXml(name)}" viewBox="0 0 24 24"><path d="${escapeXml(paths[name])}"/></symbol>\n`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('')}</svg>\n`;
  return { svg, version: createHash('sha256').update(svg).digest('hex').slice(0, 10) };
}

/** The text of components/ui/icon-sprite-url.ts for a sprite version. */
export function iconSpriteUrlModule(version: string): string {
  return [
    '// Written by `npm run icons` (scripts/icons.ts) from components/ui/icon-registry.ts: do not edit.',
    '// The version changes with the sprite, so public/icons.svg can be cached for a year.',
    `export const ICON_SPRITE_URL = '/icons.svg?v=${version}';`,
    '',
  ].join('\n');
}

/**
 * Icons drawn by a page's stylesheet instead of its markup: the ones every course card repeats
 * (rating star, duration clock, preview eye). A card is written twice, in the HTML and the RSC
 * payload, so an <svg><use/></svg> cost ~320 bytes per icon per card; a CSS mask costs nothing
 * per card (issue 14: the catalogue's 24 cards). A CSS image cannot point into a <symbol> of
 * the sprite, so these travel as data URIs in one small global stylesheet.
 */
export const CSS_MASK_ICONS = ['scheduleRounded', 'starRounded', 'visibilityOutlined'] as const satisfies readonly IconName[];

/** components/ui/icon-masks.css: a custom property `--icon-<name>` per CSS_MASK_ICONS entry. */
export function iconMaskCss(paths: Readonly<Record<string, string>> = ICON_PATHS): string {
  const lines = CSS_MASK_ICONS.map((name) => {
    const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${escapeXml(paths[name])}'/></svg>`;
    return `  --icon-${name}: url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, (c) => encodeURIComponent(c))}");`;
  });
  return [
    '/* Written by `npm run icons` (scripts/icons.ts) from components/ui/icon-registry.ts: do not edit. */',
    '/* Use: mask: var(--icon-<name>) center / contain no-repeat; background-color: currentColor. */',
    ':root {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

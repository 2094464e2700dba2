/**
 * WCAG 2.x colour contrast, the one implementation for the app theme and organisation colours.
 * The palette test holds the theme to AA with it (a colour change that breaks AA in either scheme
 * fails the build instead of shipping); the organisation palette uses it to pick text on a brand
 * colour and to adjust brand colours that would be unreadable (lib/domain/org/org-palette.ts).
 * Colours are '#RGB' or '#RRGGBB'; anything else gives null, because organisation colours come
 * from data that is not trusted.
 */

/** AA for normal text; large text and UI parts need 3. */
export const WCAG_AA_TEXT = 4.5;

/** The two text colours a background can get: white, or the light theme's text.primary. */
export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = '#1B1729';

export type Rgb = readonly [r: number, g: number, b: number];

/** Channels 0–255 of '#RGB' or '#RRGGBB' (the '#' optional); null for anything else. */
export function hexToRgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? match[1].replace(/./g, (c) => c + c) : match[1];
  const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function linearChannel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white); null when `hex` is not a hex colour. */
export function relativeLuminance(hex: string): number | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map(linearChannel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque colours, 1 to 21, in either order; null when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black text, whichever contrasts more with `background` (white for a non-hex value). */
export function readableTextColor(background: string): string {
  const light = contrastRatio(background, LIGHT_TEXT);
  const dark = contrastRatio(background, DARK_TEXT);
  if (light === null || dark === null) return LIGHT_TEXT;
  return light >= dark ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * Text colour for an organisation's brand colour (the themed header of /org/{orgId}/learn/):
 * white or near-black, whichever has the higher WCAG contrast ratio with the background.
 */
const DARK_TEXT = '#1B1729';
const LIGHT_TEXT = '#FFFFFF';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of '#RGB' or '#RRGGBB'; null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const full = match[1].length === 3 ? match[1].split('').map((c) => c + c).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

export function readableTextColor(background: string): string {
  const light = contrastRatio(background, LIGHT_TEXT);
  const dark = contrastRatio(background, DARK_TEXT);
  if (light === null || dark === null) return LIGHT_TEXT;
  return light >= dark ? LIGHT_TEXT : DARK_TEXT;
}

/** A CSS colour value is used only when it is a plain hex colour (organisation data is not trusted as CSS). */
export function safeHexColor(value: string | null | undefined, fallback: string): string {
  return value && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : fallback;
}

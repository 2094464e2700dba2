/**
 * An organisation's colours applied to the app's MUI theme (spec §3 theme lookAndFeel primary /
 * secondary) without ever making text unreadable: each colour is kept when it reaches WCAG AA
 * (4.5:1) against the page surface of the colour scheme, otherwise it is darkened (light scheme)
 * or lightened (dark scheme) step by step until it does. Contrast maths: lib/domain/theme/contrast.ts.
 */
import { contrastRatio, hexToRgb, LIGHT_TEXT, readableTextColor, type Rgb, WCAG_AA_TEXT } from '@/lib/domain/theme/contrast';
import { safeHexColor } from './safe-hex-color';

/** Surfaces the org colours sit on: paper of each scheme (lib/domain/theme/palette.ts). */
export const LIGHT_SURFACE = '#FFFFFF';
export const DARK_SURFACE = '#1C1830';

/** Callers pass colours already checked by safeHexColor; black stands in for anything else. */
function toRgb(hex: string): Rgb {
  return hexToRgb(hex) ?? [0, 0, 0];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** Mixes `hex` with `toward` by `amount` (0–1). */
export function mix(hex: string, toward: string, amount: number): string {
  const a = toRgb(hex);
  const b = toRgb(toward);
  const channel = (i: 0 | 1 | 2) => a[i] + (b[i] - a[i]) * amount;
  return toHex([channel(0), channel(1), channel(2)]);
}

/** `hex` itself when it reaches `min` against `surface`, else the nearest mix toward black/white that does. */
export function ensureContrast(hex: string, surface: string, min = WCAG_AA_TEXT): string {
  const color = toHex(toRgb(hex));
  if ((contrastRatio(color, surface) ?? 0) >= min) return color;
  const toward = readableTextColor(surface) === LIGHT_TEXT ? '#FFFFFF' : '#000000';
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(color, toward, step * 0.05);
    if ((contrastRatio(candidate, surface) ?? 0) >= min) return candidate;
  }
  return toward === '#FFFFFF' ? '#FFFFFF' : '#000000';
}

export type PaletteColor = { main: string; light: string; dark: string; contrastText: string };
export type OrgPalette = { light: { primary: PaletteColor; secondary: PaletteColor }; dark: { primary: PaletteColor; secondary: PaletteColor } };

function paletteColor(main: string, scheme: 'light' | 'dark'): PaletteColor {
  return {
    main,
    light: mix(main, '#FFFFFF', 0.25),
    dark: scheme === 'light' ? mix(main, '#000000', 0.25) : mix(main, '#000000', 0.15),
    contrastText: readableTextColor(main),
  };
}

/** Light and dark palettes for the organisation's primary and secondary colours (fallbacks for bad values). */
export function orgPalette(primary: string | null | undefined, secondary: string | null | undefined): OrgPalette {
  const p = safeHexColor(primary, '#4C2FB5');
  const s = safeHexColor(secondary, '#C2410C');
  return {
    light: { primary: paletteColor(ensureContrast(p, LIGHT_SURFACE), 'light'), secondary: paletteColor(ensureContrast(s, LIGHT_SURFACE), 'light') },
    dark: { primary: paletteColor(ensureContrast(p, DARK_SURFACE), 'dark'), secondary: paletteColor(ensureContrast(s, DARK_SURFACE), 'dark') },
  };
}

const channel = (hex: string) => toRgb(hex).join(' ');

/**
 * The MUI CSS variables (prefix `mui`, theme built with cssVariables) that re-theme everything
 * inside an element: primary/secondary main, light, dark, contrastText and their channels.
 */
export function paletteCssVars(colors: { primary: PaletteColor; secondary: PaletteColor }): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const name of ['primary', 'secondary'] as const) {
    for (const key of ['main', 'light', 'dark', 'contrastText'] as const) {
      vars[`--mui-palette-${name}-${key}`] = colors[name][key];
      vars[`--mui-palette-${name}-${key}Channel`] = channel(colors[name][key]);
    }
  }
  return vars;
}

export type ColorWarning = { color: 'primary' | 'secondary'; kind: 'onSurface' | 'textOnColor'; ratio: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Settings-form warnings (accepted anyway — the learning home adjusts the colour — but the admin
 * is told): `onSurface` when the colour as text or a link on white paper is below AA (4.5:1);
 * `textOnColor` when neither white nor near-black text on the colour (the themed header,
 * buttons) reaches AA.
 */
export function colorContrastWarnings(colors: { primary: string; secondary: string }): ColorWarning[] {
  const warnings: ColorWarning[] = [];
  for (const name of ['primary', 'secondary'] as const) {
    const hex = colors[name];
    const onSurface = contrastRatio(hex, LIGHT_SURFACE);
    if (onSurface !== null && onSurface < WCAG_AA_TEXT) warnings.push({ color: name, kind: 'onSurface', ratio: round2(onSurface) });
    const textOnColor = contrastRatio(hex, readableTextColor(hex));
    if (textOnColor !== null && textOnColor < WCAG_AA_TEXT) warnings.push({ color: name, kind: 'textOnColor', ratio: round2(textOnColor) });
  }
  return warnings;
}

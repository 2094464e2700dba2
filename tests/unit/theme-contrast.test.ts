import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, hexToRgb, LIGHT_TEXT, readableTextColor, relativeLuminance, WCAG_AA_TEXT } from '@/lib/domain/theme/contrast';
import { darkPalette, lightPalette } from '@/lib/domain/theme/palette';

// Spec §4 "Theme" (light and dark) and §9 alert colours; WCAG 2.x AA for normal text (4.5:1).
const COLOURS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as const)('%s scheme contrast (WCAG AA)', (_name, palette) => {
  it('body and secondary text on the page and on paper', () => {
    for (const bg of [palette.background.default, palette.background.paper]) {
      expect(contrastRatio(palette.text.primary, bg)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(contrastRatio(palette.text.secondary, bg)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    }
  });

  it('primary as link and heading colour on the page and on paper', () => {
    for (const bg of [palette.background.default, palette.background.paper]) {
      expect(contrastRatio(palette.primary.main, bg)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    }
  });

  it.each(COLOURS)('%s: contrastText on main (buttons, snackbars, labels)', (colour) => {
    expect(contrastRatio(palette[colour].contrastText, palette[colour].main)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it('the colours used as text on paper: primary, error and info main; warning dark in light', () => {
    const paper = palette.background.paper;
    for (const colour of ['primary', 'error', 'info'] as const) {
      expect(contrastRatio(palette[colour].main, paper), colour).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    }
    const warningText = palette === lightPalette ? palette.warning.dark : palette.warning.main;
    expect(contrastRatio(warningText, paper)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('reads #RGB and #RRGGBB, with or without #, in either order', () => {
    expect(hexToRgb('#0B4F8A')).toEqual([11, 79, 138]);
    expect(hexToRgb('fff')).toEqual([255, 255, 255]);
    expect(contrastRatio('#FFF', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#767676')).toBeCloseTo(contrastRatio('#767676', '#FFFFFF')!, 10);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
  });

  it('gives null for anything that is not a hex colour (organisation data is untrusted)', () => {
    expect(hexToRgb('red')).toBeNull();
    expect(relativeLuminance('#12345')).toBeNull();
    expect(contrastRatio('url(x)', '#FFFFFF')).toBeNull();
  });
});

describe('readableTextColor', () => {
  it('picks white or near-black text, whichever contrasts more; white for a non-hex value', () => {
    expect(readableTextColor('#0B4F8A')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#FFB400')).toBe(DARK_TEXT);
    expect(readableTextColor('not a colour')).toBe(LIGHT_TEXT);
  });
});

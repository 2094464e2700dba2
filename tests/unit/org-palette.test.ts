/** Organisation colours on the app theme, kept readable (lib/domain/org/org-palette.ts with lib/domain/theme/contrast.ts). */
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/domain/theme/contrast';
import { colorContrastWarnings, DARK_SURFACE, ensureContrast, LIGHT_SURFACE, mix, orgPalette, paletteCssVars } from '@/lib/domain/org/org-palette';

describe('org palette', () => {
  it('keeps a colour that already reaches AA and adjusts one that does not', () => {
    expect(ensureContrast('#0B4F8A', LIGHT_SURFACE)).toBe('#0B4F8A');
    const teal = ensureContrast('#00C2A8', LIGHT_SURFACE);
    expect(teal).not.toBe('#00C2A8');
    expect(contrastRatio(teal, LIGHT_SURFACE)!).toBeGreaterThanOrEqual(4.5);
    const dark = ensureContrast('#0B4F8A', DARK_SURFACE);
    expect(contrastRatio(dark, DARK_SURFACE)!).toBeGreaterThanOrEqual(4.5);
  });

  it('gives both schemes readable primary and secondary colours with readable text on them', () => {
    for (const [p, s] of [['#5B3DF5', '#00C2A8'], ['#FFFF00', '#FFFFFF'], ['#000000', '#111111'], ['not a colour', null]] as const) {
      const palette = orgPalette(p, s);
      expect(contrastRatio(palette.light.primary.main, LIGHT_SURFACE)!).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.light.secondary.main, LIGHT_SURFACE)!).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.dark.primary.main, DARK_SURFACE)!).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.light.primary.main, palette.light.primary.contrastText)!).toBeGreaterThanOrEqual(4.5);
    }
    expect(orgPalette('bad', 'worse').light.primary.main).toBe('#4C2FB5');
  });

  it('emits the MUI CSS variables with channels', () => {
    const vars = paletteCssVars(orgPalette('#0B4F8A', '#F2A900').light);
    expect(vars['--mui-palette-primary-main']).toBe('#0B4F8A');
    expect(vars['--mui-palette-primary-mainChannel']).toBe('11 79 138');
    expect(Object.keys(vars)).toHaveLength(16);
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
  });

  it('warns about colours below AA, as text on white and as a background for text', () => {
    expect(colorContrastWarnings({ primary: '#0B4F8A', secondary: '#7A1F1F' })).toEqual([]);
    const warnings = colorContrastWarnings({ primary: '#00C2A8', secondary: '#767676' });
    expect(warnings.map((w) => `${w.color}:${w.kind}`)).toEqual(['primary:onSurface']);
    expect(warnings[0].ratio).toBeLessThan(4.5);
    expect(colorContrastWarnings({ primary: '#FFFF00', secondary: '#4C2FB5' }).map((w) => w.kind)).toEqual(['onSurface']);
  });
});

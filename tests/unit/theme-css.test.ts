/** The static theme stylesheet is the theme (issue 14 item 2; lib/domain/theme/theme-css.ts). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeStyleSheet } from '@/lib/domain/theme/theme-css';
import { darkPalette, lightPalette } from '@/lib/domain/theme/palette';

const css = themeStyleSheet();

describe('theme stylesheet', () => {
  it('lib/domain/theme/theme-vars.css is up to date (run `npm run theme:css` after changing the theme)', () => {
    expect(readFileSync(path.resolve(import.meta.dirname, '../../lib/domain/theme/theme-vars.css'), 'utf8')).toBe(css);
  });
  it('has both schemes keyed on html[data-theme], light as the default', () => {
    const light = css.slice(css.indexOf(':root, [data-theme="light"] {'), css.indexOf('[data-theme="dark"] {'));
    const dark = css.slice(css.indexOf('[data-theme="dark"] {'));
    expect(light).toContain(`--mui-palette-primary-main: ${lightPalette.primary.main};`);
    expect(light).toContain('color-scheme: light;');
    expect(dark).toContain(`--mui-palette-primary-main: ${darkPalette.primary.main};`);
    expect(dark).toContain(`--mui-palette-background-paper: ${darkPalette.background.paper};`);
    expect(dark).toContain('color-scheme: dark;');
    expect(css).toMatch(/:root \{\n {2}--mui-spacing: 8px;/);
  });
});

/** The icon sprite is the registry (issue 14; components/ui/icon-sprite.ts). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Icon } from '@/components/ui/Icon';
import { ICON_PATHS } from '@/components/ui/icon-registry';
import { CSS_MASK_ICONS, iconMaskCss, iconSprite, iconSpriteUrlModule } from '@/components/ui/icon-sprite';
import { ICON_SPRITE_URL } from '@/components/ui/icon-sprite-url';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const { svg, version } = iconSprite();
const symbolIds = [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe('icon sprite', () => {
  it('public/icons.svg is up to date (run `npm run icons` after changing components/ui/icon-registry.ts)', () => {
    expect(read('public/icons.svg')).toBe(svg);
  });
  it('components/ui/icon-sprite-url.ts is up to date (run `npm run icons`)', () => {
    expect(read('components/ui/icon-sprite-url.ts')).toBe(iconSpriteUrlModule(version));
    expect(ICON_SPRITE_URL).toBe(`/icons.svg?v=${version}`);
    expect(version).toMatch(/^[0-9a-f]{10}$/);
  });
  it('components/ui/icon-masks.css is up to date and holds each CSS mask icon as a data URI (run `npm run icons`)', () => {
    const css = read('components/ui/icon-masks.css');
    expect(css).toBe(iconMaskCss());
    for (const name of CSS_MASK_ICONS) {
      const line = css.split('\n').find((l) => l.includes(`--icon-${name}:`));
      expect(line).toBeDefined();
      // The path survives the encoding: decoding the URI gives back the registry's path.
      const uri = /url\("(data:image\/svg\+xml,[^"]+)"\)/.exec(line ?? '')?.[1] ?? '';
      expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toContain(`d='${ICON_PATHS[name]}'`);
    }
    // The stylesheet that uses a mask names one that exists.
    for (const file of ['components/course/CourseCard.module.css', 'components/course/preview/CoursePreviewButton.module.css']) {
      for (const [, name] of read(file).matchAll(/var\(--icon-([A-Za-z0-9]+)\)/g)) expect(CSS_MASK_ICONS).toContain(name);
    }
  });
  it('has one 24×24 symbol per registry name, each id a name, in a fixed order', () => {
    const names = Object.keys(ICON_PATHS);
    expect(new Set(symbolIds).size).toBe(symbolIds.length);
    expect(symbolIds).toEqual([...names].sort());
    for (const id of symbolIds) expect(Object.hasOwn(ICON_PATHS, id)).toBe(true);
    expect(svg.match(/<symbol [^>]*viewBox="0 0 24 24"/g)).toHaveLength(names.length);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  });
  it('names every path once (no two names draw the same icon)', () => {
    const paths = Object.values(ICON_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [name, d] of Object.entries(ICON_PATHS)) {
      expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(d).toMatch(/^[Mm]/);
    }
  });
  it('Icon points into the sprite and carries no path data', () => {
    const decorative = renderToStaticMarkup(createElement(Icon, { name: 'close', size: 20, className: 'x' }));
    expect(decorative).toContain(`<use href="${ICON_SPRITE_URL.replace(/&/g, '&amp;')}#close"></use>`);
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).toContain('width="20" height="20"');
    expect(decorative).not.toContain('<path');
    const named = renderToStaticMarkup(createElement(Icon, { name: 'search', title: 'Buscar' }));
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Buscar"');
    expect(named).not.toContain('aria-hidden');
  });
  it('Icon imports only the type of the registry (the paths stay out of client bundles)', () => {
    const source = read('components/ui/Icon.tsx');
    expect(source).toMatch(/import type \{ IconName \} from '\.\/icon-registry';/);
    expect(source).not.toMatch(/import \{[^}]*\} from '\.\/icon-registry'/);
  });
});

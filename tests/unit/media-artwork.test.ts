/**
 * Issue 18 item 10: generated artwork a person would take for a real catalogue's — covers are
 * illustrated scenes of their category without the title (the card prints it), people are drawn
 * portraits rather than initials, organisations have a mark. Deterministic and small.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/lib/server/db/seed/catalogue-data';
import { BLOG_CATEGORIES } from '@/lib/server/db/seed/blog-data';
import { PROFESSORS } from '@/lib/server/db/seed/people-data';
import { academyLogo, avatar, blogCover, bundleCover, courseCover, liveCover, orgLogo, resourceCover } from '@/lib/domain/media/images';
import { looksFeminine } from '@/lib/domain/media/avatar';
import { renderMedia } from '@/lib/domain/media/render';
import * as office from '@/lib/domain/media/props/office';
import * as studio from '@/lib/domain/media/props/studio';
import { BLOG_SECTION_CATEGORIES, guessCategory, keywordMain, SCENE_RECIPES } from '@/lib/domain/media/scene-themes';
import { titleFromSlug } from '@/lib/domain/media/svg';

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The SVG without its accessible name (<title> and aria-label), i.e. what is drawn. */
const drawn = (svg: string) => svg.replace(/<title>[^<]*<\/title>/, '').replace(/ aria-label="[^"]*"/, '');

/** A well-formed document: one root, balanced tags (self-closing ones aside), no script. */
function expectValidSvg(svg: string): void {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+" role="img" aria-label="[^"]*"><title>[^<]*<\/title>[\s\S]*<\/svg>$/);
  expect(svg).not.toMatch(/<script|on\w+=|href="http|NaN|undefined/);
  const stack: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClose) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
}

describe('course covers (issue 18 item 10)', () => {
  const slug = 'fotografia-de-retrato-con-luz-natural';

  it('are deterministic, valid and small', () => {
    const svg = courseCover(slug, false, { category: 'fotografia', subcategory: 'retrato' });
    expect(courseCover(slug, false, { category: 'fotografia', subcategory: 'retrato' })).toBe(svg);
    expectValidSvg(svg);
    expect(svg.length).toBeLessThan(8_000);
    expectValidSvg(courseCover(slug, true, { category: 'fotografia' }));
  });

  it('print no title: the only text is the accessible name', () => {
    for (const promo of [false, true]) {
      const svg = courseCover(slug, promo, { category: 'fotografia' });
      expect(svg).not.toContain('<text');
      expect(drawn(svg)).not.toContain(titleFromSlug(slug));
      expect(svg).toContain(`<title>${titleFromSlug(slug)}</title>`);
    }
  });

  it('every seeded category and subcategory has a scene; every object draws without errors', () => {
    for (const category of CATEGORIES) {
      expect(SCENE_RECIPES[category.slug], category.slug).toBeDefined();
      for (const sub of category.subcategories) {
        for (let i = 0; i < 4; i++) expectValidSvg(courseCover(`${sub.slug}-curso-${i}`, i % 2 === 0, { category: category.slug, subcategory: sub.slug }));
      }
    }
    // Every recipe only names seeded subcategories.
    for (const [category, recipe] of Object.entries(SCENE_RECIPES)) {
      const seeded = CATEGORIES.find((c) => c.slug === category)!.subcategories.map((s) => s.slug);
      for (const sub of Object.keys(recipe.bySubcategory ?? {})) expect(seeded, `${category}/${sub}`).toContain(sub);
    }
  });

  it('two courses of one category do not look alike', () => {
    for (const category of CATEGORIES) {
      const covers = ['uno', 'dos', 'tres', 'cuatro'].map((n) => drawn(courseCover(`curso-de-${category.slug}-${n}`, false, { category: category.slug })));
      expect(new Set(covers).size, category.slug).toBe(4);
    }
    // Different palettes, not only different ids.
    const colours = (svg: string) => [...new Set(svg.match(/#[0-9A-F]{6}/g))].sort().join();
    const a = courseCover('acuarela-botanica', false, { category: 'ilustracion', subcategory: 'acuarela' });
    const b = courseCover('retrato-en-acuarela', false, { category: 'ilustracion', subcategory: 'acuarela' });
    expect(colours(a)).not.toBe(colours(b));
  });

  it('a category picks its scene: the same slug in another category is another picture', () => {
    expect(drawn(courseCover('curso-x', false, { category: 'fotografia' }))).not.toBe(drawn(courseCover('curso-x', false, { category: 'musica-y-audio' })));
  });

  it('without a theme, the category is read from the slug; unknown words still get a scene', () => {
    expect(guessCategory('fotografia-nocturna-para-principiantes')).toBe('fotografia');
    expect(guessCategory('live:python-en-una-hora')).toBe('programacion-y-tecnologia');
    expect(guessCategory('arquitectura-sostenible')).toBe('arquitectura');
    expect(guessCategory('radio-creativa-24-7')).toBe('musica-y-audio');
    expect(Object.keys(SCENE_RECIPES)).toContain(guessCategory('zzz-qqq'));
    expect(courseCover('fotografia-nocturna', false)).toBe(courseCover('fotografia-nocturna', false, { category: 'fotografia' }));
    // A category that does not exist falls back the same way.
    expect(courseCover('fotografia-nocturna', false, { category: 'constructor' })).toBe(courseCover('fotografia-nocturna', false));
  });
});

describe('other covers', () => {
  it('bundles, blog posts, live sessions and resources are scenes of their subject, valid and small', () => {
    const svgs = [
      bundleCover('certificacion-fotografia-digital', { category: 'fotografia' }),
      blogCover('como-vencer-el-bloqueo-creativo', { category: 'ilustracion' }),
      liveCover('python-en-una-hora'),
      resourceCover('ebook-guia-de-branding', { category: 'diseno-grafico' }),
      academyLogo('academia-de-fotografia', { category: 'fotografia' }),
    ];
    for (const svg of svgs) {
      expectValidSvg(svg);
      expect(svg.length).toBeLessThan(9_000);
    }
    // Only the live badge is text.
    expect([...svgs[2].matchAll(/<text[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['LIVE']);
    for (const svg of [svgs[0], svgs[1], svgs[3], svgs[4]]) expect(svg).not.toContain('<text');
  });

  it('every blog section maps to a catalogue category', () => {
    for (const section of BLOG_CATEGORIES) expect(SCENE_RECIPES[BLOG_SECTION_CATEGORIES[section.slug]], section.slug).toBeDefined();
  });
});

describe('avatars', () => {
  const slugs = PROFESSORS.map((p) => slugify(p.fullName));

  it('are drawn portraits, not initials: deterministic, valid, no text', () => {
    const svg = avatar('lucia-fernandez-salazar');
    expect(avatar('lucia-fernandez-salazar')).toBe(svg);
    expectValidSvg(svg);
    expect(svg).not.toContain('<text');
    expect(svg.length).toBeLessThan(5_000);
  });

  it('vary: skin tones, hair and backgrounds differ across the professors', () => {
    const all = slugs.map((s) => drawn(avatar(s)));
    expect(new Set(all).size).toBe(slugs.length);
    const firstColour = (svg: string) => svg.match(/<circle cx="128" cy="128" r="128" fill="(#[0-9A-F]{6})"/)?.[1];
    expect(new Set(all.map(firstColour)).size).toBeGreaterThan(slugs.length / 2);
    const skins = new Set(all.flatMap((svg) => svg.match(/#(F6D3B8|EDB98A|D08B5B|AE5D29|8D5524|5C3317)/g) ?? []));
    expect(skins.size).toBeGreaterThanOrEqual(4);
  });

  it('read given names for the hair styles', () => {
    expect(looksFeminine('lucia-fernandez-salazar')).toBe(true);
    expect(looksFeminine('isabel-rojas')).toBe(true);
    expect(looksFeminine('andres-villanueva')).toBe(false);
    expect(looksFeminine('luca-bianchi')).toBe(false);
  });

  it('the product’s own avatar is its mark', () => {
    expect(avatar('cursalia')).toContain('<text');
  });
});

describe('organisation marks', () => {
  const colors = { name: 'Banco Andino', primary: '#0B4F8A', secondary: '#F2A900' };

  it('a symbol in the brand colours, with the name as wordmark; no two-letter badge', () => {
    const logo = orgLogo('banco-andino', 'logo', colors);
    expectValidSvg(logo);
    expect(logo).toContain('#0B4F8A');
    expect(logo).toContain('#F2A900');
    expect([...logo.matchAll(/<text[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Banco Andino']);
    const isotype = orgLogo('banco-andino', 'isotype', colors);
    expectValidSvg(isotype);
    expect(isotype).not.toContain('<text');
  });

  it('the dark variant reverses the mark to white and keeps the accent', () => {
    const dark = orgLogo('banco-andino', 'logo-dark', colors);
    expect(dark).not.toContain('#0B4F8A');
    expect(dark).toContain('#F2A900');
  });

  it('keeps ?c=&s= recolouring', () => {
    const svg = renderMedia(['org', 'otra', 'isotype.svg'], new URLSearchParams('c=112233&s=abc'))!;
    expect(svg).toContain('#112233');
    expect(svg).toContain('#AABBCC');
  });
});

describe('objects named by the course', () => {
  it('a course’s words pick its centre object when its category draws it', () => {
    const recipes = SCENE_RECIPES;
    expect(keywordMain(recipes['musica-y-audio'], 'guitarra-acustica-para-principiantes')).toBe(studio.guitar);
    expect(keywordMain(recipes['musica-y-audio'], 'guitarra-acustica-para-principiantes:promo')).toBe(studio.guitar);
    expect(keywordMain(recipes['musica-y-audio'], 'piano-y-armonia')).toBe(studio.keyboard);
    expect(keywordMain(recipes.negocios, 'tablas-dinamicas-en-excel')).toBe(office.spreadsheet);
    // 'iluminación' in a 3D course: the photo softbox is not one of 3D's objects.
    expect(keywordMain(recipes['animacion-3d'], 'iluminacion-y-materiales-3d')).toBeUndefined();
  });
});

/**
 * Composes an illustrated scene (issue 18 item 10): a background, a stage behind the centre object,
 * the category's objects placed by one of a few layouts, and small decorations. Everything is
 * drawn from a seed (the course's slug), so the same course always gets the same picture and two
 * courses of one category get different palettes, objects, layouts and patterns. No text.
 */
import type { Prop } from './props/types';
import { circle, group, type Mood, place, rect, type Rng, rngFor, type SceneColors, sceneColors, sparkle } from './scene-kit';
import { recipeFor, type SceneRecipe, type SceneTheme } from './scene-themes';
import { hashString } from './svg';

export type SceneOptions = {
  /** Forces the background's lightness (live sessions are pictured at night). */
  mood?: Mood;
  /** Keeps the centre object in the middle third (wide banners cropped to cards). */
  centred?: boolean;
  /** The centre object, instead of one of the category's (a resource's document). */
  main?: Prop;
};

type Chosen = { mood: Mood; colors: SceneColors; main: Prop; sides: Prop[]; rng: Rng; idPrefix: string };

function choose(seed: string, recipe: SceneRecipe, subcategory: string | null | undefined, options: SceneOptions): Chosen {
  const rng = rngFor(seed);
  const roll = rng.next();
  const mood: Mood = options.mood ?? (roll < 0.45 ? 'pastel' : roll < 0.8 ? 'vivid' : 'night');
  const colors = sceneColors(recipe.hue, rng.int(-22, 22), mood, rng.int(0, 5));
  const own = subcategory && recipe.bySubcategory && Object.prototype.hasOwnProperty.call(recipe.bySubcategory, subcategory) ? recipe.bySubcategory[subcategory] : undefined;
  const picked = rng.pick(own ?? recipe.mains);
  const main = options.main ?? picked;
  const pool = [...(own ?? []), ...recipe.props].filter((p, i, all) => p !== main && all.indexOf(p) === i);
  const sides: Prop[] = [];
  while (sides.length < 3 && pool.length > 0) sides.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]);
  return { mood, colors, main, sides, rng, idPrefix: `s${hashString(seed).toString(36)}` };
}

/** A background texture: dots, diagonal lines, crosses or rings, faint. */
function pattern(id: string, rng: Rng, color: string): string {
  const kind = rng.int(0, 3);
  const size = rng.pick([18, 24, 30]);
  const body =
    kind === 0
      ? circle(size / 2, size / 2, 2.2, color)
      : kind === 1
        ? `<path d="M0 ${size}L${size} 0" stroke="${color}" stroke-width="2"/>`
        : kind === 2
          ? `<path d="M${size / 2 - 4} ${size / 2}h8M${size / 2} ${size / 2 - 4}v8" stroke="${color}" stroke-width="2" stroke-linecap="round"/>`
          : circle(size / 2, size / 2, size / 3, 'none', `stroke="${color}" stroke-width="1.5"`);
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${body}</pattern>`;
}

function decorations(rng: Rng, c: SceneColors, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(rng.next() * w);
    const y = Math.round(rng.next() * h * 0.6);
    const kind = rng.int(0, 2);
    out += kind === 0 ? sparkle(x, y, rng.int(7, 14), c.accent) : kind === 1 ? circle(x, y, rng.int(4, 9), c.paper, 'fill-opacity="0.7"') : circle(x, y, rng.int(8, 14), 'none', `stroke="${c.second}" stroke-width="3"`);
  }
  return out;
}

/**
 * The scene's SVG body (no <svg> wrapper) for a `w` x `h` canvas. The layout is chosen from the
 * seed: centre stage, centre-right, or centre-left with the side objects opposite.
 */
export function sceneBody(seed: string, theme: SceneTheme | undefined, w: number, h: number, options: SceneOptions = {}): string {
  const recipe = recipeFor(theme, seed);
  const { mood, colors: c, main, sides, rng, idPrefix } = choose(seed, recipe, theme?.subcategory, options);
  const unit = h / 360;
  const floorY = Math.round(h * (0.8 + rng.next() * 0.06));
  const layout = options.centred ? 0 : rng.int(0, 2);
  const wide = w / h > 2;
  const mainX = layout === 0 ? w / 2 : layout === 1 ? w * 0.6 : w * 0.4;
  const mainScale = unit * (1.22 + rng.next() * 0.16);
  const sideScale = unit * (0.62 + rng.next() * 0.14);
  const gradId = `${idPrefix}g`;
  const patId = `${idPrefix}p`;

  const defs =
    `<defs><linearGradient id="${gradId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg1}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient>` +
    pattern(patId, rng, c.paper) +
    '</defs>';
  const stageKind = rng.int(0, 2);
  const stageR = h * (0.36 + rng.next() * 0.06);
  const stageY = floorY - h * 0.3;
  const stage =
    stageKind === 0
      ? circle(mainX, stageY, stageR, c.stage)
      : stageKind === 1
        ? rect(mainX - stageR, stageY - stageR, stageR * 2, floorY - stageY + stageR, c.stage, stageR)
        : group(circle(0, 0, stageR, c.stage) + circle(stageR * 0.9, stageR * 0.5, stageR * 0.45, c.stage, 'fill-opacity="0.7"'), `translate(${mainX} ${stageY})`);

  // Side objects: the two nearest the centre stand on the floor, a third (on wide canvases) beyond.
  const gap = wide ? w * 0.23 : w * 0.3;
  const sideXs = layout === 0 ? [mainX - gap, mainX + gap, mainX + gap * 1.9] : layout === 1 ? [mainX - gap * 1.05, mainX + gap * 0.78, mainX - gap * 1.9] : [mainX + gap * 1.05, mainX - gap * 0.78, mainX + gap * 1.9];
  const placed = sides
    .slice(0, wide ? 3 : 2)
    .map((prop, i) => {
      const x = sideXs[i];
      if (x < -40 * unit || x > w + 40 * unit) return '';
      const scale = sideScale * (i === 2 ? 0.85 : 1) * (layout !== 0 && i === 1 ? 0.8 : 1);
      return place(prop(c, rng), x, floorY + 2 * unit, scale, 0, rng.next() < 0.3);
    })
    .join('');

  return (
    defs +
    rect(0, 0, w, h, `url(#${gradId})`) +
    rect(0, 0, w, h, `url(#${patId})`, 0, `fill-opacity="${mood === 'night' ? 0.08 : 0.4}"`) +
    stage +
    rect(0, floorY, w, h - floorY, c.floor) +
    decorations(rng, c, w, h, wide ? 7 : 4) +
    placed +
    place(main(c, rng), mainX, floorY + 4 * unit, mainScale)
  );
}

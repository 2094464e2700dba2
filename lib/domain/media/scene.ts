/**
 * Composes an illustrated scene (issue 18 item 10): a background, a stage behind the centre object,
 * the category's objects placed by one of a few layouts, and small decorations. Everything is
 * drawn from a seed (the course's slug), so the same course always gets the same picture and two
 * courses of one category get different palettes, objects, layouts and patterns. No text.
 */
import type { Prop } from './props/types';
import { circle, group, type Mood, place, rect, type Rng, rngFor, type SceneColors, sceneColors, sparkle } from './scene-kit';
import { keywordMain, recipeFor, type SceneRecipe, type SceneTheme } from './scene-themes';
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
  // Mostly the category's hue, turned a little; one course in three wanders further.
  const shift = rng.next() < 0.34 ? rng.pick([-1, 1]) * rng.int(50, 90) : rng.int(-22, 22);
  const colors = sceneColors(recipe.hue, shift, mood, rng.int(0, 5));
  const own = subcategory && recipe.bySubcategory && Object.prototype.hasOwnProperty.call(recipe.bySubcategory, subcategory) ? recipe.bySubcategory[subcategory] : undefined;
  const picked = rng.pick(own ?? recipe.mains);
  const main = options.main ?? keywordMain(recipe, seed) ?? picked;
  const pool = [...(own ?? []), ...recipe.props].filter((p, i, all) => p !== main && all.indexOf(p) === i);
  const sides: Prop[] = [];
  while (sides.length < 3 && pool.length > 0) sides.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]);
  return { mood, colors, main, sides, rng, idPrefix: `s${hashString(seed).toString(36)}` };
}

/**
 * A faint background texture: diagonal lines, graph paper, rings around the stage or dots. Each is
 * one long path (or a few circles), cheap to rasterise at any size — a <pattern> of dots cost
 * librsvg half a second more on a 1800 px blog cover.
 */
function texture(rng: Rng, w: number, h: number, unit: number, centre: [number, number], color: string, opacity: number): string {
  const kind = rng.int(0, 3);
  const step = Math.round(rng.pick([20, 26, 32]) * unit);
  const attrs = `fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${Math.max(1.5, 2 * unit).toFixed(1)}"`;
  if (kind === 0) {
    let d = '';
    for (let x = -h; x < w; x += step) d += `M${x} ${h}L${x + h} 0`;
    return `<path d="${d}" ${attrs}/>`;
  }
  if (kind === 1) {
    let d = '';
    for (let x = step / 2; x < w; x += step) d += `M${x} 0V${h}`;
    for (let y = step / 2; y < h; y += step) d += `M0 ${y}H${w}`;
    return `<path d="${d}" ${attrs.replace(`stroke-opacity="${opacity}"`, `stroke-opacity="${(opacity * 0.6).toFixed(2)}"`)}/>`;
  }
  if (kind === 2) {
    let out = '';
    const faint = attrs.replace(`stroke-opacity="${opacity}"`, `stroke-opacity="${(opacity * 0.6).toFixed(2)}"`);
    for (let r = step * 3; r < Math.max(w, h); r += step * 1.5) out += `<circle cx="${Math.round(centre[0])}" cy="${Math.round(centre[1])}" r="${Math.round(r)}" ${faint}/>`;
    return out;
  }
  // Dots: dashes of zero length with round caps along horizontal lines.
  let d = '';
  for (let y = step / 2; y < h; y += step) d += `M${step / 2} ${y}H${w}`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${(4.4 * unit).toFixed(1)}" stroke-linecap="round" stroke-dasharray="0 ${step}"/>`;
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

  const defs =
    `<defs><linearGradient id="${gradId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg1}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient>` +
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
      return place(prop(c, rng), x, floorY + 2 * unit, scale);
    })
    .join('');

  return (
    defs +
    rect(0, 0, w, h, `url(#${gradId})`) +
    texture(rng, w, h, unit, [mainX, stageY], c.paper, mood === 'night' ? 0.08 : 0.4) +
    stage +
    rect(0, floorY, w, h - floorY, c.floor) +
    decorations(rng, c, w, h, wide ? 7 : 4) +
    placed +
    place(main(c, rng), mainX, floorY + 4 * unit, mainScale)
  );
}

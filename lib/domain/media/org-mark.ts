/**
 * Organisation marks (issue 18 item 10): a geometric symbol in the organisation's two brand
 * colours instead of a two-letter badge. A name that speaks of the sun or the mountains gets
 * that symbol; any other gets one of a few abstract marks chosen from its slug. Pure.
 */
import { circle, path, rect } from './scene-kit';
import { hashString } from './svg';

export type MarkColors = { primary: string; secondary: string };

type Mark = (c: MarkColors) => string;

/** Marks drawn in a 128x128 box. */
const sun: Mark = (c) =>
  Array.from({ length: 9 }, (_, i) => rect(60, 24, 8, 22, c.secondary, 4, `transform="rotate(${-80 + i * 20} 64 84)"`)).join('') +
  path('M24 84A40 40 0 0 1 104 84Z', c.primary) +
  rect(14, 92, 100, 10, c.primary, 5) +
  rect(30, 108, 68, 10, c.primary, 5);

const peaks: Mark = (c) =>
  path('M8 112L48 40L72 80L86 60L120 112Z', c.primary) +
  path('M48 40L60 62L52 58L44 66L38 58Z', '#fff', 'fill-opacity="0.85"') +
  circle(98, 30, 14, c.secondary);

const rings: Mark = (c) => circle(48, 64, 38, c.primary) + circle(80, 64, 38, c.secondary, 'fill-opacity="0.85"') + path('M64 32A38 38 0 0 1 64 96A38 38 0 0 1 64 32Z', '#fff', 'fill-opacity="0.35"');

const quarters: Mark = (c) =>
  path('M12 60A48 48 0 0 1 60 12L60 60Z', c.primary) +
  rect(68, 12, 48, 48, c.secondary, 10) +
  circle(36, 92, 24, c.secondary) +
  path('M68 68L116 68A48 48 0 0 1 68 116Z', c.primary);

const chevrons: Mark = (c) =>
  path('M20 70L64 26L108 70L90 70L64 44L38 70Z', c.primary) +
  path('M20 106L64 62L108 106L90 106L64 80L38 106Z', c.secondary);

const spark: Mark = (c) =>
  path('M64 8Q72 56 120 64Q72 72 64 120Q56 72 8 64Q56 56 64 8Z', c.primary) + circle(64, 64, 14, c.secondary);

const book: Mark = (c) =>
  path('M10 34Q38 22 62 36L62 112Q38 98 10 110Z', c.primary) + path('M118 34Q90 22 66 36L66 112Q90 98 118 110Z', c.secondary) + circle(64, 18, 10, c.secondary);

const ABSTRACT: readonly Mark[] = [rings, quarters, chevrons, spark, book];

function markFor(slug: string): Mark {
  if (/(^|-)(sol|sun|solar|luz)(-|$)/.test(slug)) return sun;
  if (/andin|andes|monte|sierra|cumbre|pico/.test(slug)) return peaks;
  return ABSTRACT[hashString(`mark:${slug}`) % ABSTRACT.length];
}

/** The symbol at (x, y), `size` square. */
export function orgSymbol(slug: string, colors: MarkColors, x: number, y: number, size: number): string {
  const k = (size / 128).toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
  return `<g transform="translate(${x} ${y}) scale(${k})">${markFor(slug)(colors)}</g>`;
}

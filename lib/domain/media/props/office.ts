/**
 * Props of the desk: marketing, programming, business and personal growth. Each is drawn in the
 * prop box of ./types.ts (floor at y = 0).
 */
import { circle, ellipse, floorShadow, group, leaf, line, path, rect } from '../scene-kit';
import type { Prop } from './types';

// --- Marketing ----------------------------------------------------------------------------------

export const megaphone: Prop = (c) =>
  floorShadow(160) +
  group(
    path('M-60 -30L40 -80L40 40L-60 -10Z', c.main) +
    rect(-80, -34, 24, 28, c.ink, 6) +
    ellipse(40, -20, 14, 60, c.ink2) +
    ellipse(42, -20, 8, 48, c.soft) +
    path('M-40 -8L-28 -4L-36 30L-50 28Z', c.ink),
    'translate(-10 -80) rotate(-14)',
  ) +
  line('M70 -150Q90 -120 72 -90M88 -170Q118 -120 90 -70', c.accent, 7);

export const barChart: Prop = (c, rng) => {
  const heights = [0, 1, 2, 3].map((i) => 40 + i * 28 + rng.int(-10, 14));
  return (
    floorShadow(200) +
    rect(-100, -6, 200, 6, c.ink, 3) +
    heights.map((h, i) => rect(-84 + i * 44, -6 - h, 32, h, [c.second, c.main, c.second, c.accent][i], 6)).join('') +
    line(`M-76 ${-30 - heights[0]}L-22 ${-40 - heights[1]}L20 ${-36 - heights[2]}L72 ${-56 - heights[3]}`, c.ink, 5) +
    path(`M60 ${-66 - heights[3]}L86 ${-60 - heights[3]}L70 ${-40 - heights[3]}Z`, c.ink)
  );
};

export const lineChartCard: Prop = (c, rng) => {
  const pts = [0, 1, 2, 3, 4, 5].map((i) => `${-76 + i * 30} ${-40 - i * 14 - rng.int(0, 26)}`);
  return (
    floorShadow(200) +
    rect(-96, -150, 192, 150, c.paper, 12) +
    rect(-80, -136, 60, 8, c.ink2, 4, 'fill-opacity="0.4"') +
    circle(66, -132, 8, c.accent) +
    path(`M${pts.join('L')}L74 -16L-76 -16Z`, c.soft) +
    line(`M${pts.join('L')}`, c.main, 5) +
    circle(74, Number(pts[5].split(' ')[1]), 7, c.main, `stroke="${c.paper}" stroke-width="3"`)
  );
};

export const envelope: Prop = (c) =>
  floorShadow(170) +
  rect(-84, -110, 168, 110, c.paper, 8) +
  path('M-84 -102L0 -40L84 -102', 'none', `stroke="${c.main}" stroke-width="8" stroke-linejoin="round"`) +
  path('M-84 -4L-20 -54M84 -4L20 -54', 'none', `stroke="${c.soft}" stroke-width="5"`) +
  circle(70, -110, 20, c.accent) +
  rect(66, -122, 8, 14, c.paper, 2) +
  rect(66, -104, 8, 6, c.paper, 2);

export const magnifier: Prop = (c) =>
  group(rect(-9, -70, 18, 76, c.ink, 6) + circle(0, -130, 62, c.ink) + circle(0, -130, 48, c.soft) + path('M-30 -150A36 36 0 0 1 -6 -168', 'none', `stroke="${c.paper}" stroke-width="8" stroke-linecap="round"`), 'rotate(-35 0 0)');

export const target: Prop = (c) =>
  floorShadow(120) +
  line('M-40 0L0 -60L40 0', c.ink2, 7) +
  circle(0, -110, 72, c.paper) +
  circle(0, -110, 56, c.main) +
  circle(0, -110, 38, c.paper) +
  circle(0, -110, 20, c.main) +
  line('M0 -110L70 -170', c.ink, 6) +
  path('M70 -170L62 -192L80 -180ZM70 -170L92 -178L80 -160Z', c.accent);

export const heartBubble: Prop = (c) =>
  path('M-56 -170L56 -170Q70 -170 70 -156L70 -94Q70 -80 56 -80L0 -80L-20 -56L-22 -80L-56 -80Q-70 -80 -70 -94L-70 -156Q-70 -170 -56 -170Z', c.accent) +
  path('M0 -110C-10 -126 -34 -124 -30 -102L0 -84L30 -102C34 -124 10 -126 0 -110Z', c.paper, 'transform="translate(0 -16)"');

/** A downloadable document: a sheet with a folded corner, a picture and lines of text. */
export const document: Prop = (c) =>
  floorShadow(150) +
  path('M-66 -190L40 -190L70 -160L70 0L-66 0Z', c.paper) +
  path('M40 -190L40 -160L70 -160Z', c.soft) +
  rect(-50, -168, 76, 54, c.main, 6) +
  circle(-34, -150, 8, c.accent) +
  path('M-50 -114L-24 -140L-6 -124L8 -136L26 -114Z', c.ink2, 'fill-opacity="0.5"') +
  [0, 1, 2, 3, 4].map((i) => rect(-50, -96 + i * 16, i === 4 ? 60 : 104, 7, c.ink2, 3.5, 'fill-opacity="0.3"')).join('') +
  rect(30, -26, 30, 16, c.accent, 4);

// --- Programming and technology -----------------------------------------------------------------

function codeLines(c: Parameters<Prop>[0], rng: Parameters<Prop>[1], x: number, y: number, rows: number, width: number): string {
  let out = '';
  let indent = 0;
  const colours = [c.main, c.second, c.accent, c.soft];
  for (let i = 0; i < rows; i++) {
    let cx = x + indent * 14;
    const words = rng.int(1, 3);
    for (let w = 0; w < words && cx < x + width - 20; w++) {
      const len = Math.min(rng.int(14, 44), x + width - cx);
      out += rect(cx, y + i * 15, len, 7, colours[(i + w * 2 + indent) % 4], 3.5);
      cx += len + 7;
    }
    indent = Math.max(0, Math.min(3, indent + rng.int(-1, 1)));
  }
  return out;
}

export const laptop: Prop = (c, rng) =>
  floorShadow(230) +
  rect(-96, -166, 192, 134, c.ink, 10) +
  rect(-86, -156, 172, 114, c.ink2, 4) +
  circle(-76, -148, 3, c.accent) + circle(-66, -148, 3, c.second) + circle(-56, -148, 3, c.main) +
  codeLines(c, rng, -76, -136, 6, 150) +
  path('M-120 -30L120 -30L110 0L-110 0Z', c.ink) +
  rect(-24, -28, 48, 6, c.ink2, 3);

export const terminal: Prop = (c, rng) =>
  floorShadow(180) +
  rect(-90, -160, 180, 140, c.ink, 12) +
  rect(-90, -160, 180, 24, c.ink2, 12) +
  rect(-90, -148, 180, 12, c.ink2) +
  circle(-74, -148, 5, '#FF6B5E') + circle(-58, -148, 5, '#FFBD2E') + circle(-42, -148, 5, '#28C940') +
  line('M-74 -118L-64 -110L-74 -102', c.accent, 4) +
  codeLines(c, rng, -56, -122, 6, 130);

export const braces: Prop = (c) =>
  line('M-40 -190C-70 -190 -60 -110 -90 -110C-60 -110 -70 -30 -40 -30', c.main, 12) +
  line('M40 -190C70 -190 60 -110 90 -110C60 -110 70 -30 40 -30', c.main, 12) +
  line('M-14 -66L14 -154', c.accent, 12);

export const chip: Prop = (c) =>
  floorShadow(150) +
  [0, 1, 2, 3].map((i) => rect(-56 + i * 32, -168, 8, 24, c.ink2, 3) + rect(-56 + i * 32, -30, 8, 24, c.ink2, 3) + rect(-94, -130 + i * 30, 24, 8, c.ink2, 3) + rect(70, -130 + i * 30, 24, 8, c.ink2, 3)).join('') +
  rect(-72, -148, 144, 124, c.ink, 16) +
  rect(-44, -120, 88, 68, c.main, 10) +
  line('M-24 -86L-8 -104L8 -70L24 -86', c.paper, 5) +
  circle(-56, -134, 5, c.accent);

export const nodes: Prop = (c) => {
  const pts: [number, number][] = [[-70, -160], [40, -180], [-20, -100], [70, -90], [-60, -30], [30, -20]];
  const links = [[0, 2], [1, 2], [2, 3], [2, 4], [3, 5], [4, 5], [1, 3]];
  return (
    links.map(([a, b]) => line(`M${pts[a][0]} ${pts[a][1]}L${pts[b][0]} ${pts[b][1]}`, c.ink2, 4)).join('') +
    pts.map(([x, y], i) => rect(x - 20, y - 20, 40, 40, [c.main, c.second, c.accent, c.paper][i % 4], 10, `stroke="${c.ink}" stroke-width="4"`)).join('')
  );
};

export const gear: Prop = (c) => {
  const teeth = Array.from({ length: 8 }, (_, i) => rect(-10, -66, 20, 22, c.ink2, 4, `transform="rotate(${i * 45})"`)).join('');
  return group(teeth + circle(0, 0, 50, c.ink2) + circle(0, 0, 20, c.stage), 'translate(0 -90)');
};

export const dataScatter: Prop = (c, rng) =>
  rect(-96, -170, 192, 170, c.paper, 12) +
  line('M-76 -150L-76 -20L80 -20', c.ink2, 4) +
  Array.from({ length: 12 }, (_, i) => circle(-60 + i * 12 + rng.int(-4, 4), -40 - i * 8 - rng.int(0, 30), 6, i % 3 === 0 ? c.accent : c.main)).join('') +
  line('M-66 -40L76 -138', c.second, 4, 'stroke-dasharray="8 8"');

// --- Business -----------------------------------------------------------------------------------

export const briefcase: Prop = (c) =>
  floorShadow(180) +
  rect(-30, -140, 60, 30, 'none', 10, `stroke="${c.ink}" stroke-width="10"`) +
  rect(-88, -118, 176, 118, c.main, 14) +
  rect(-88, -118, 176, 48, c.ink2, 14) +
  rect(-88, -84, 176, 14, c.ink2) +
  rect(-14, -80, 28, 22, c.accent, 4);

export const coins: Prop = (c) => {
  const stack = (x: number, count: number) =>
    Array.from({ length: count }, (_, i) => ellipse(x, -10 - i * 14, 30, 10, c.accent, `stroke="${c.ink}" stroke-opacity="0.25" stroke-width="3"`)).join('');
  return floorShadow(150) + stack(-34, 5) + stack(30, 8) + circle(-20, -150, 26, c.accent, `stroke="${c.ink}" stroke-opacity="0.25" stroke-width="4"`) + rect(-24, -164, 8, 28, c.ink, 2, 'fill-opacity="0.35"');
};

export const spreadsheet: Prop = (c, rng) => {
  let cells = '';
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 4; col++) {
      const fill = row === 0 ? c.main : col === 0 ? c.soft : rng.next() < 0.18 ? c.accent : c.paper;
      cells += rect(-84 + col * 42, -150 + row * 22, 40, 20, fill);
    }
  }
  return floorShadow(200) + rect(-92, -160, 184, 160, c.ink2, 10) + cells + rect(-84, -16, 166, 8, c.ink, 4, 'fill-opacity="0.3"');
};

export const kanban: Prop = (c, rng) =>
  floorShadow(210) +
  rect(-106, -170, 212, 170, c.paper, 12) +
  [0, 1, 2].map((col) => {
    const x = -96 + col * 66;
    const cards = rng.int(1, 3);
    return rect(x, -158, 60, 8, [c.main, c.accent, c.second][col], 4) + Array.from({ length: cards }, (_, i) => rect(x, -140 + i * 40, 60, 34, c.soft, 6) + rect(x + 8, -130 + i * 40, 34, 5, c.ink2, 2, 'fill-opacity="0.4"')).join('');
  }).join('');

export const pieChart: Prop = (c) =>
  floorShadow(150) +
  circle(0, -90, 72, c.main) +
  path('M0 -90L0 -162A72 72 0 0 1 68 -66Z', c.accent) +
  path('M0 -90L68 -66A72 72 0 0 1 -20 -21Z', c.second) +
  circle(0, -90, 30, c.paper);

export const calculator: Prop = (c) =>
  floorShadow(110) +
  rect(-50, -150, 100, 150, c.ink, 12) +
  rect(-38, -136, 76, 32, c.soft, 4) +
  rect(-4, -126, 34, 12, c.ink2, 3) +
  Array.from({ length: 12 }, (_, i) => rect(-38 + (i % 3) * 27, -92 + Math.floor(i / 3) * 22, 22, 16, i % 3 === 2 ? c.accent : c.ink2, 4)).join('');

// --- Personal growth ----------------------------------------------------------------------------

export const notebook: Prop = (c) =>
  floorShadow(170) +
  group(
    rect(-70, -170, 140, 170, c.main, 8) +
    rect(-56, -170, 126, 170, c.paper, 6) +
    Array.from({ length: 8 }, (_, i) => rect(-44, -148 + i * 18, i === 7 ? 60 : 100, 4, c.ink2, 2, 'fill-opacity="0.3"')).join('') +
    Array.from({ length: 7 }, (_, i) => circle(-62, -156 + i * 24, 5, c.ink)).join(''),
    'rotate(-6)',
  ) +
  group(rect(-5, -150, 10, 120, c.accent, 4) + path('M-5 -30L5 -30L0 -14Z', c.ink), 'translate(70 0) rotate(24)');

export const clock: Prop = (c) =>
  floorShadow(130) +
  line('M-40 -10L-60 0M40 -10L60 0', c.ink, 8) +
  circle(-46, -150, 18, c.accent) +
  circle(46, -150, 18, c.accent) +
  circle(0, -90, 72, c.ink) +
  circle(0, -90, 60, c.paper) +
  [0, 90, 180, 270].map((a) => rect(-3, -146, 6, 12, c.ink2, 2, `transform="rotate(${a} 0 -90)"`)).join('') +
  line('M0 -90L0 -130M0 -90L28 -78', c.ink, 6) +
  circle(0, -90, 6, c.main);

export const checklist: Prop = (c) =>
  floorShadow(150) +
  rect(-70, -176, 140, 176, c.paper, 10) +
  rect(-26, -188, 52, 22, c.ink2, 6) +
  [0, 1, 2, 3].map((i) => rect(-50, -140 + i * 34, 20, 20, i < 3 ? c.main : c.soft, 5) + (i < 3 ? line(`M-45 ${-130 + i * 34}L-41 ${-125 + i * 34}L-34 ${-135 + i * 34}`, c.paper, 3.5) : '') + rect(-20, -134 + i * 34, i % 2 ? 50 : 70, 8, c.ink2, 4, 'fill-opacity="0.35"')).join('');

export const coffee: Prop = (c) =>
  floorShadow(110) +
  ellipse(0, -6, 56, 10, c.paper) +
  path('M-40 -90L40 -90L34 -14Q32 -6 24 -6L-24 -6Q-32 -6 -34 -14Z', c.main) +
  path('M38 -76C66 -76 66 -36 34 -36', 'none', `stroke="${c.main}" stroke-width="10"`) +
  rect(-40, -70, 80, 16, c.paper, 0, 'fill-opacity="0.5"') +
  line('M-14 -104C-24 -118 -4 -124 -14 -140M10 -104C0 -118 20 -124 10 -140', c.ink2, 5, 'stroke-opacity="0.5"');

export const summit: Prop = (c) =>
  path('M-110 0L-30 -140L10 -90L40 -120L110 0Z', c.ink2) +
  path('M-30 -140L-8 -102L-22 -108L-40 -96L-48 -110Z', c.paper) +
  line('M-30 -140L-30 -196', c.ink, 5) +
  path('M-30 -196L10 -184L-30 -170Z', c.accent);

export const lotus: Prop = (c) =>
  circle(0, -120, 52, c.accent, 'fill-opacity="0.5"') +
  group(leaf(90, c.main) + group(leaf(80, c.second), 'rotate(-38)') + group(leaf(80, c.second), 'rotate(38)') + group(leaf(66, c.soft), 'rotate(-72)') + group(leaf(66, c.soft), 'rotate(72)'), 'translate(0 -24)') +
  ellipse(0, -16, 80, 12, c.ink2, 'fill-opacity="0.35"');

export const lectern: Prop = (c) =>
  floorShadow(130) +
  rect(-50, -8, 100, 8, c.ink, 4) +
  path('M-30 -110L30 -110L20 -8L-20 -8Z', c.main) +
  path('M-60 -130L60 -130L52 -104L-52 -104Z', c.ink) +
  line('M20 -130L40 -176', c.ink2, 5) +
  circle(44, -182, 10, c.ink) +
  circle(0, -70, 12, c.accent);

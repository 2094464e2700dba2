/**
 * Props of the workshop: 3D, architecture, fashion and crafts. Each is drawn in the prop box of
 * ./types.ts (floor at y = 0).
 */
import { circle, ellipse, floorShadow, group, leaf, line, path, rect } from '../scene-kit';
import type { Prop } from './types';

// --- 3D -----------------------------------------------------------------------------------------

export const cube: Prop = (c) =>
  floorShadow(170) +
  path('M0 -180L76 -140L0 -100L-76 -140Z', c.soft) +
  path('M-76 -140L0 -100L0 -10L-76 -50Z', c.main) +
  path('M76 -140L0 -100L0 -10L76 -50Z', c.ink2) +
  line('M-76 -140L0 -100L76 -140M0 -100L0 -10', c.paper, 2, 'stroke-opacity="0.6"');

export const sphere: Prop = (c) =>
  floorShadow(140, c.ink, 0.25) +
  circle(0, -72, 70, c.second) +
  path('M-70 -72A70 70 0 0 0 70 -72A70 40 0 0 1 -70 -72Z', c.ink, 'fill-opacity="0.18"') +
  ellipse(-24, -104, 22, 14, '#fff', 'fill-opacity="0.55" transform="rotate(-30 -24 -104)"');

export const cone: Prop = (c) =>
  floorShadow(120) +
  path('M0 -150L56 -16A56 16 0 0 1 -56 -16Z', c.accent) +
  path('M0 -150L56 -16A56 16 0 0 1 10 0Z', c.ink, 'fill-opacity="0.18"');

export const wireGrid: Prop = (c) =>
  Array.from({ length: 7 }, (_, i) => line(`M${-30 + i * 10} -60L${-150 + i * 50} 0`, c.paper, 2, 'stroke-opacity="0.35"')).join('') +
  [0, 1, 2, 3].map((i) => line(`M${-40 - i * 30} ${-50 + i * 16}L${40 + i * 30} ${-50 + i * 16}`, c.paper, 2, 'stroke-opacity="0.35"')).join('');

export const keyframes: Prop = (c) =>
  rect(-110, -46, 220, 46, c.ink, 10) +
  line('M-96 -23L96 -23', c.ink2, 4) +
  [-70, -20, 40, 80].map((x, i) => rect(x - 8, -31, 16, 16, i === 2 ? c.accent : c.main, 2, `transform="rotate(45 ${x} -23)"`)).join('') +
  rect(10, -54, 4, 62, c.paper);

export const bean: Prop = (c) =>
  floorShadow(110) +
  rect(-26, -40, 18, 40, c.ink2, 8) +
  rect(8, -40, 18, 40, c.ink2, 8) +
  rect(-50, -170, 100, 140, c.main, 50) +
  ellipse(0, -130, 36, 24, c.paper) +
  circle(-12, -132, 7, c.ink) +
  circle(14, -132, 7, c.ink) +
  circle(-10, -134, 2.5, '#fff') +
  circle(16, -134, 2.5, '#fff') +
  line('M-8 -112Q2 -104 12 -112', c.ink, 3) +
  line('M-50 -90L-74 -120M50 -90L76 -66', c.main, 14);

export const sculptHead: Prop = (c) =>
  floorShadow(120) +
  rect(-40, -24, 80, 24, c.ink2, 6) +
  rect(-20, -56, 40, 34, c.soft) +
  path('M-50 -120C-50 -190 50 -190 50 -120C50 -84 30 -56 0 -56C-30 -56 -50 -84 -50 -120Z', c.soft) +
  path('M0 -56C30 -56 50 -84 50 -120C50 -150 40 -170 20 -178C36 -150 34 -90 0 -56Z', c.ink, 'fill-opacity="0.15"') +
  line('M-24 -120L-8 -120M8 -120L24 -120M0 -112L-4 -94L4 -94', c.ink2, 3);

// --- Architecture -------------------------------------------------------------------------------

export const tower: Prop = (c) => {
  let windows = '';
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 3; col++) {
      windows += path(`M${-62 + col * 18} ${-150 + row * 24 + col * 9}l12 6v14l-12 -6Z`, c.paper, 'fill-opacity="0.8"');
      windows += path(`M${10 + col * 18} ${-138 + row * 24 - col * 9}l12 -6v14l-12 6Z`, c.accent, 'fill-opacity="0.7"');
    }
  }
  return floorShadow(160) + path('M0 -200L70 -176L0 -150L-70 -176Z', c.soft) + path('M-70 -176L0 -150L0 0L-70 -26Z', c.main) + path('M70 -176L0 -150L0 0L70 -26Z', c.ink2) + windows;
};

export const house: Prop = (c) =>
  floorShadow(190) +
  rect(-70, -96, 140, 96, c.paper) +
  path('M-88 -92L0 -170L88 -92Z', c.main) +
  rect(40, -170, 20, 40, c.ink2) +
  rect(-16, -54, 32, 54, c.ink2, 3) +
  rect(-56, -76, 28, 26, c.soft, 2, `stroke="${c.ink2}" stroke-width="3"`) +
  rect(28, -76, 28, 26, c.soft, 2, `stroke="${c.ink2}" stroke-width="3"`) +
  circle(8, -26, 3, c.accent);

export const blueprint: Prop = (c) =>
  floorShadow(200) +
  rect(-100, -150, 200, 150, c.ink2, 6) +
  Array.from({ length: 9 }, (_, i) => line(`M${-100 + i * 25} -150L${-100 + i * 25} 0`, c.paper, 1, 'stroke-opacity="0.15"')).join('') +
  line('M-80 -130L80 -130L80 -20L-80 -20ZM-10 -130L-10 -70L-80 -70M30 -20L30 -80L80 -80', c.paper, 4) +
  path('M-10 -90A20 20 0 0 1 10 -70', 'none', `stroke="${c.accent}" stroke-width="3"`) +
  rect(36, -124, 36, 20, c.accent, 2, 'fill-opacity="0.6"');

export const setSquare: Prop = (c) =>
  path('M-80 0L-80 -150L60 0Z M-62 -20L-62 -104L16 -20Z', c.accent, 'fill-rule="evenodd" fill-opacity="0.9"') +
  Array.from({ length: 7 }, (_, i) => rect(-80, -140 + i * 20, 10, 3, c.ink)).join('');

export const armchair: Prop = (c) =>
  floorShadow(170) +
  rect(-60, -26, 10, 26, c.ink, 3) +
  rect(50, -26, 10, 26, c.ink, 3) +
  rect(-56, -140, 112, 90, c.main, 26) +
  rect(-80, -90, 40, 70, c.main, 18) +
  rect(40, -90, 40, 70, c.main, 18) +
  rect(-46, -66, 92, 40, c.second, 12);

export const floorLamp: Prop = (c) =>
  ellipse(0, -4, 30, 6, c.ink) +
  line('M0 -4L0 -150', c.ink, 5) +
  path('M-36 -150L36 -150L22 -200L-22 -200Z', c.accent) +
  path('M-36 -150L36 -150L60 -20L-60 -20Z', c.accent, 'fill-opacity="0.18"');

export const tree: Prop = (c) =>
  floorShadow(110) +
  rect(-8, -70, 16, 70, c.ink2, 4) +
  circle(0, -120, 54, c.main) +
  circle(-36, -96, 34, c.main) +
  circle(34, -92, 36, c.second) +
  circle(10, -150, 30, c.second, 'fill-opacity="0.8"');

// --- Fashion ------------------------------------------------------------------------------------

export const dressForm: Prop = (c) =>
  floorShadow(110) +
  line('M-30 0L0 -30L30 0M0 -30L0 -70', c.ink, 6) +
  path('M-34 -196C-60 -190 -60 -150 -40 -130C-30 -116 -40 -96 -44 -76L44 -76C40 -96 30 -116 40 -130C60 -150 60 -190 34 -196Z', c.soft) +
  path('M-34 -196L-12 -196L0 -150L12 -196L34 -196C50 -170 46 -140 36 -128L44 -76L-44 -76L-36 -128C-46 -140 -50 -170 -34 -196Z', c.main) +
  rect(-10, -204, 20, 10, c.ink, 4) +
  line('M-40 -128L40 -128', c.accent, 6, 'stroke-dasharray="8 6"');

export const hanger: Prop = (c) =>
  line('M0 -170C0 -186 16 -186 16 -176C16 -168 0 -166 0 -156L-80 -110L80 -110Z', c.ink, 5);

export const scissors: Prop = (c) =>
  group(
    circle(-18, -30, 18, 'none', `stroke="${c.main}" stroke-width="9"`) +
    circle(18, -30, 18, 'none', `stroke="${c.main}" stroke-width="9"`) +
    path('M-10 -46L8 -170L14 -166L4 -46Z', c.ink2) +
    path('M10 -46L-8 -170L-14 -166L-4 -46Z', c.ink) +
    circle(0, -60, 4, c.paper),
    'rotate(-24 0 -90)',
  );

export const spool: Prop = (c) =>
  floorShadow(90) +
  rect(-40, -14, 80, 14, c.ink2, 4) +
  rect(-30, -96, 60, 82, c.accent) +
  [0, 1, 2, 3, 4, 5].map((i) => line(`M-30 ${-86 + i * 14}L30 ${-80 + i * 14}`, c.ink, 2, 'stroke-opacity="0.2"')).join('') +
  rect(-40, -110, 80, 14, c.ink2, 4) +
  line('M30 -60C70 -40 40 -10 90 -6', c.accent, 3);

export const tapeMeasure: Prop = (c) =>
  line('M-96 -20C-40 -70 40 0 96 -60', c.accent, 18) +
  Array.from({ length: 10 }, (_, i) => circle(-86 + i * 20, -30 - Math.sin((i / 9) * Math.PI * 1.4) * 20, 2.5, c.ink)).join('');

export const dressSketch: Prop = (c) =>
  rect(-70, -190, 140, 190, c.paper, 6) +
  circle(0, -164, 10, c.skin) +
  path('M-14 -150L14 -150L10 -110L44 -22L-44 -22L-10 -110Z', c.main) +
  line('M-10 -120L10 -120', c.accent, 5) +
  line('M-40 -60L-28 -30M0 -90L0 -30', c.ink2, 2, 'stroke-opacity="0.4"');

// --- Crafts -------------------------------------------------------------------------------------

export const vase: Prop = (c) =>
  floorShadow(120) +
  path('M-24 -170L24 -170L20 -150C70 -120 70 -30 30 0L-30 0C-70 -30 -70 -120 -20 -150Z', c.main) +
  path('M-52 -90C-20 -80 20 -80 52 -90L54 -70C20 -60 -20 -60 -54 -70Z', c.accent) +
  path('M20 -150C70 -120 70 -30 30 0L10 0C44 -40 44 -120 6 -150Z', c.ink, 'fill-opacity="0.15"') +
  ellipse(0, -170, 24, 6, c.ink2);

export const potteryWheel: Prop = (c) =>
  ellipse(0, -20, 96, 20, c.ink) +
  ellipse(0, -30, 80, 14, c.ink2) +
  path('M-30 -120C-50 -90 -56 -50 -36 -34L36 -34C56 -50 50 -90 30 -120Z', c.accent) +
  ellipse(0, -120, 30, 7, c.ink2) +
  rect(-100, -18, 200, 18, c.ink2, 6);

export const hoop: Prop = (c) =>
  floorShadow(130) +
  rect(-10, -196, 20, 14, c.ink2, 3) +
  circle(0, -100, 86, c.accent) +
  circle(0, -100, 76, c.paper) +
  group(leaf(50, c.main) + group(leaf(40, c.second), 'rotate(-50)') + group(leaf(40, c.second), 'rotate(50)'), 'translate(-10 -70)') +
  circle(26, -126, 14, c.main) +
  line('M26 -126C50 -60 70 -40 96 -10', c.ink2, 2, 'stroke-dasharray="6 4"');

export const gemRing: Prop = (c) =>
  floorShadow(110) +
  circle(0, -60, 52, 'none', `stroke="${c.accent}" stroke-width="14"`) +
  path('M-30 -140L30 -140L46 -118L0 -84L-46 -118Z', c.second) +
  path('M-30 -140L-10 -118L-46 -118ZM30 -140L10 -118L46 -118ZM-10 -118L10 -118L0 -84Z', c.paper, 'fill-opacity="0.45"');

export const books: Prop = (c) =>
  floorShadow(190) +
  rect(-90, -36, 180, 36, c.main, 4) + rect(-80, -30, 170, 6, c.paper, 2, 'fill-opacity="0.8"') +
  rect(-76, -72, 160, 36, c.second, 4) + rect(-70, -60, 40, 10, c.accent, 2) +
  group(rect(-66, -110, 140, 36, c.ink2, 4) + rect(-50, -100, 20, 16, c.accent, 2) + rect(40, -110, 8, 36, c.accent), 'rotate(-4 0 -72)');

export const yarn: Prop = (c) =>
  floorShadow(130) +
  circle(0, -64, 62, c.main) +
  line('M-50 -100C-10 -60 10 -40 40 -16M-58 -60C-20 -40 0 -20 10 -4M-30 -118C10 -90 40 -70 58 -40M10 -124C30 -100 50 -90 60 -74', c.ink, 4, 'stroke-opacity="0.25"') +
  line('M56 -40C90 -30 100 -10 120 -6', c.main, 5) +
  line('M-40 -160L40 -20M40 -170L-30 -30', c.ink2, 6) +
  circle(-40, -160, 7, c.accent) +
  circle(40, -170, 7, c.accent);

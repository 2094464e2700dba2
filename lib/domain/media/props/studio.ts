/**
 * Props of the visual and sound studios: design, illustration, photography, film and music.
 * Each is drawn in the prop box of ./types.ts (floor at y = 0).
 */
import { circle, ellipse, floorShadow, group, leaf, line, path, rect } from '../scene-kit';
import type { Prop } from './types';

// --- Photography --------------------------------------------------------------------------------

/** A camera: a reflex body with a big lens, or a rangefinder with a leather band. */
export const camera: Prop = (c, rng) =>
  rng.next() < 0.6
    ? floorShadow(170) +
      rect(-34, -136, 62, 30, c.ink2, 8) +
      rect(-84, -120, 168, 116, c.ink, 18) +
      rect(-84, -96, 168, 22, c.ink2) +
      rect(-70, -132, 24, 12, c.accent, 4) +
      rect(50, -108, 22, 10, c.paper, 3, 'fill-opacity="0.8"') +
      circle(8, -62, 46, c.paper) +
      circle(8, -62, 38, c.ink2) +
      circle(8, -62, 28, c.main) +
      circle(8, -62, 16, c.ink) +
      circle(-2, -72, 7, '#fff', 'fill-opacity="0.75"')
    : floorShadow(190) +
      rect(-70, -128, 30, 14, c.ink, 4) +
      rect(40, -126, 26, 12, c.ink, 4) +
      rect(-96, -116, 192, 104, c.paper, 14) +
      rect(-96, -88, 192, 56, c.second) +
      rect(46, -108, 36, 16, c.ink, 4) +
      rect(52, -104, 24, 8, c.soft, 2) +
      circle(-6, -60, 40, c.ink) +
      circle(-6, -60, 30, c.ink2) +
      circle(-6, -60, 18, c.main) +
      circle(-14, -68, 6, '#fff', 'fill-opacity="0.7"') +
      circle(70, -44, 7, c.accent);

export const lens: Prop = (c) =>
  floorShadow(80) +
  rect(-34, -92, 68, 92, c.ink, 10) +
  rect(-34, -72, 68, 12, c.ink2) +
  rect(-34, -40, 68, 8, c.accent) +
  ellipse(0, -92, 34, 10, c.ink2) +
  ellipse(0, -92, 24, 7, c.main) +
  ellipse(-6, -94, 6, 2.5, '#fff', 'fill-opacity="0.7"');

export const photoPrints: Prop = (c) => {
  const print = (fill: string) =>
    rect(-56, -130, 112, 130, c.paper, 4) +
    rect(-46, -120, 92, 84, fill) +
    circle(22, -100, 10, c.accent) +
    path('M-46 -36L-16 -78L4 -54L20 -70L46 -36Z', c.main) +
    rect(-46, -22, 50, 6, c.ink2, 3, 'fill-opacity="0.3"');
  return floorShadow(150) + group(print(c.soft), 'rotate(-10) translate(-14 0)') + group(print(c.second), 'rotate(7) translate(18 -4)');
};

export const softbox: Prop = (c) =>
  floorShadow(120) +
  line('M0 0L0 -120M0 -20L-40 0M0 -20L40 0', c.ink, 6) +
  path('M-58 -200L58 -200L34 -128L-34 -128Z', c.ink) +
  path('M-48 -192L48 -192L28 -136L-28 -136Z', c.paper) +
  path('M-48 -192L48 -192L28 -136L-28 -136Z', c.accent, 'fill-opacity="0.35"');

export const filmRoll: Prop = (c) =>
  floorShadow(120) +
  path('M-10 -20L86 -20L86 0L-10 0Z', c.ink2) +
  [0, 1, 2, 3, 4].map((i) => rect(-2 + i * 18, -16, 8, 4, c.paper) + rect(-2 + i * 18, -6, 8, 4, c.paper)).join('') +
  rect(-54, -96, 64, 96, c.ink, 10) +
  rect(-54, -72, 64, 50, c.accent) +
  rect(-40, -110, 36, 16, c.ink2, 4);

export const phone: Prop = (c, rng) => {
  const screen = rng.pick(['camera', 'likes', 'wire'] as const);
  const body = rect(-44, -184, 88, 184, c.ink, 16) + rect(-36, -170, 72, 158, c.soft, 6) + rect(-12, -179, 24, 4, c.ink2, 2);
  const content =
    screen === 'camera'
      ? rect(-36, -150, 72, 100, c.second) + path('M-36 -50L-8 -96L10 -70L22 -84L36 -64L36 -50Z', c.main) + circle(16, -128, 8, c.accent) + circle(0, -32, 11, c.paper) + circle(0, -32, 7, c.main)
      : screen === 'likes'
        ? rect(-28, -160, 56, 56, c.main, 4) + circle(-20, -92, 6, c.ink2) + rect(-10, -95, 34, 6, c.ink2, 3) + rect(-28, -80, 56, 6, c.ink2, 3, 'fill-opacity="0.4"') + rect(-28, -70, 40, 6, c.ink2, 3, 'fill-opacity="0.4"') + path('M0 -120C-8 -132 -24 -128 -18 -116L0 -102L18 -116C24 -128 8 -132 0 -120Z', c.paper)
        : rect(-28, -160, 56, 30, c.main, 4) + rect(-28, -122, 26, 26, c.second, 4) + rect(2, -122, 26, 26, c.accent, 4) + rect(-28, -88, 56, 6, c.ink2, 3, 'fill-opacity="0.4"') + rect(-28, -76, 44, 6, c.ink2, 3, 'fill-opacity="0.4"') + rect(-28, -52, 56, 16, c.ink, 8);
  return floorShadow(100) + body + content;
};

// --- Design -------------------------------------------------------------------------------------

export const monitor: Prop = (c, rng) => {
  const variant = rng.int(0, 2);
  const screen =
    variant === 0
      ? rect(-110, -194, 80, 60, c.main, 6) + rect(-22, -194, 112, 10, c.ink2, 5, 'fill-opacity="0.35"') + rect(-22, -176, 90, 10, c.ink2, 5, 'fill-opacity="0.35"') + rect(-22, -156, 48, 20, c.accent, 10) + rect(-110, -124, 60, 44, c.second, 6) + rect(-42, -124, 60, 44, c.soft, 6) + rect(26, -124, 64, 44, c.main, 6, 'fill-opacity="0.5"')
      : variant === 1
        ? rect(-110, -194, 200, 40, c.main, 6) + circle(-80, -110, 26, c.accent) + rect(-42, -132, 120, 10, c.ink2, 5, 'fill-opacity="0.35"') + rect(-42, -114, 96, 10, c.ink2, 5, 'fill-opacity="0.35"') + rect(-42, -96, 60, 10, c.ink2, 5, 'fill-opacity="0.35"')
        : path('M-100 -90C-60 -200 0 -80 40 -150S90 -170 96 -186', 'none', `stroke="${c.main}" stroke-width="6"`) + [[-100, -90], [40, -150], [96, -186]].map(([x, y]) => rect(x - 7, y - 7, 14, 14, c.paper, 2, `stroke="${c.ink}" stroke-width="3"`)).join('') + line('M40 -150L-4 -124M40 -150L84 -176', c.ink2, 3) + circle(-4, -124, 5, c.accent) + circle(84, -176, 5, c.accent);
  return floorShadow(180) + rect(-130, -214, 250, 150, c.ink, 12) + rect(-120, -204, 230, 130, c.paper, 4) + group(screen, 'translate(-5 0) scale(1 1)') + path('M-24 -64L14 -64L24 -10L-34 -10Z', c.ink2) + rect(-60, -12, 110, 12, c.ink, 6);
};

export const swatches: Prop = (c) => {
  const colors = [c.ink2, c.second, c.main, c.accent];
  return (
    floorShadow(140) +
    colors
      .map((fill, i) =>
        group(rect(-18, -170, 36, 170, c.paper, 8) + rect(-14, -166, 28, 110, fill, 5) + rect(-12, -44, 24, 5, c.ink2, 2, 'fill-opacity="0.3"') + rect(-12, -34, 16, 5, c.ink2, 2, 'fill-opacity="0.3"'), `rotate(${-36 + i * 22} 0 -10)`),
      )
      .join('') +
    circle(0, -10, 7, c.ink)
  );
};

export const penTool: Prop = (c) =>
  floorShadow(60) +
  group(
    path('M-14 -190L14 -190L14 -70L0 -40L-14 -70Z', c.ink) + path('M-14 -70L14 -70L0 -40Z', c.paper) + path('M0 -40L-6 -52L6 -52Z', c.accent) + rect(-14, -150, 28, 10, c.main),
    'rotate(22 0 -100)',
  );

export const bezier: Prop = (c) =>
  line('M-90 -30C-60 -190 40 -10 90 -160', c.main, 7) +
  line('M-90 -30L-40 -150M90 -160L30 -60', c.ink2, 3) +
  [[-90, -30], [90, -160]].map(([x, y]) => rect(x - 9, y - 9, 18, 18, c.paper, 3, `stroke="${c.ink}" stroke-width="4"`)).join('') +
  circle(-40, -150, 7, c.accent) +
  circle(30, -60, 7, c.accent);

export const businessCards: Prop = (c) =>
  floorShadow(170) +
  group(rect(-80, -96, 160, 96, c.ink, 8) + circle(-44, -60, 18, c.accent) + rect(-16, -66, 70, 8, c.paper, 4, 'fill-opacity="0.8"') + rect(-16, -50, 46, 6, c.paper, 3, 'fill-opacity="0.5"'), 'rotate(-8) translate(-12 -40)') +
  group(rect(-80, -96, 160, 96, c.paper, 8) + path('M-24 -48L0 -80L24 -48Z', c.main) + circle(0, -58, 8, c.second) + rect(-30, -30, 60, 6, c.ink2, 3, 'fill-opacity="0.5"'), 'rotate(5) translate(16 0)');

export const packageBox: Prop = (c) =>
  floorShadow(170) +
  path('M-80 -110L0 -140L80 -110L0 -80Z', c.soft) +
  path('M-80 -110L0 -80L0 0L-80 -30Z', c.main) +
  path('M80 -110L0 -80L0 0L80 -30Z', c.ink2) +
  path('M-60 -96L-30 -84L-30 -60L-60 -72Z', c.paper) +
  circle(40, -64, 14, c.accent) +
  line('M-40 -125L40 -95', c.paper, 6, 'stroke-opacity="0.7"');

export const letterA: Prop = (c) =>
  floorShadow(160) +
  path('M-70 0L-18 -170L18 -170L70 0L38 0L26 -40L-26 -40L-38 0ZM-17 -70L17 -70L0 -128Z', c.ink, 'fill-rule="evenodd"') +
  line('M-96 -40L96 -40M-96 -170L96 -170', c.accent, 2, 'stroke-dasharray="6 6"') +
  circle(-18, -170, 6, c.main) +
  circle(18, -170, 6, c.main);

export const magazine: Prop = (c) =>
  floorShadow(190) +
  path('M-96 -130L0 -120L96 -130L96 0L0 8L-96 0Z', c.ink2) +
  path('M-90 -132L-4 -124L-4 0L-90 -6Z', c.paper) +
  path('M4 -124L90 -132L90 -6L4 0Z', c.paper) +
  path('M-82 -122L-12 -116L-12 -62L-82 -66Z', c.main) +
  circle(-48, -94, 12, c.accent) +
  [0, 1, 2, 3, 4, 5].map((i) => rect(14, -118 + i * 16, i % 3 === 2 ? 46 : 66, 6, c.ink2, 3, 'fill-opacity="0.35"')).join('') +
  [0, 1, 2].map((i) => rect(-80, -52 + i * 14, 60, 5, c.ink2, 2, 'fill-opacity="0.35"')).join('');

// --- Illustration -------------------------------------------------------------------------------

export const penTablet: Prop = (c) =>
  floorShadow(210) +
  path('M-110 -10L-80 -110L110 -110L90 -10Z', c.ink) +
  path('M-86 -20L-64 -100L96 -100L76 -20Z', c.soft) +
  line('M-50 -40C-30 -90 0 -40 20 -70S60 -92 70 -80', c.main, 7) +
  circle(-50, -80, 10, c.accent) +
  rect(-104, -60, 10, 24, c.ink2, 3) +
  group(path('M-5 -150L5 -150L5 -40L0 -28L-5 -40Z', c.paper) + rect(-5, -150, 10, 30, c.second) + path('M-5 -40L5 -40L0 -28Z', c.ink2), 'translate(70 -60) rotate(35)');

export const paintPalette: Prop = (c) =>
  floorShadow(180) +
  path('M-96 -60C-100 -120 -30 -140 30 -130C96 -118 110 -70 84 -44C66 -28 40 -46 24 -30C8 -12 30 6 -10 4C-60 2 -92 -20 -96 -60Z', c.paper) +
  ellipse(-34, -34, 13, 10, c.floor) +
  circle(-54, -86, 15, c.main) +
  circle(-12, -108, 14, c.accent) +
  circle(34, -100, 14, c.second) +
  circle(64, -70, 12, c.ink2) +
  ellipse(-62, -48, 9, 8, c.soft);

export const brush: Prop = (c) =>
  group(rect(-7, -190, 14, 120, c.main, 6) + rect(-9, -74, 18, 26, c.paper) + rect(-9, -66, 18, 4, c.ink2) + path('M-9 -48C-12 -30 -4 -10 0 0C4 -10 12 -30 9 -48Z', c.ink), 'rotate(-18 0 0)');

export const pencilCup: Prop = (c) => {
  const pencil = (x: number, rot: number, fill: string, len: number) =>
    group(rect(-6, -len, 12, len - 18, fill) + path(`M-6 -18L6 -18L0 0Z`, c.skin) + path('M-2 -6L2 -6L0 0Z', c.ink) + rect(-6, -len - 8, 12, 10, c.accent, 2), `translate(${x} -60) rotate(${rot}) translate(0 -${0})`);
  return floorShadow(110) + pencil(-18, -14, c.main, 140) + pencil(2, 2, c.second, 160) + pencil(22, 14, c.ink2, 130) + path('M-46 -80L46 -80L38 0L-38 0Z', c.ink) + rect(-46, -86, 92, 10, c.ink2, 4);
};

export const watercolour: Prop = (c) =>
  circle(-40, -110, 56, c.main, 'fill-opacity="0.45"') +
  circle(30, -90, 50, c.second, 'fill-opacity="0.45"') +
  circle(-6, -150, 42, c.accent, 'fill-opacity="0.45"') +
  group(leaf(90, c.ink2, c.paper) + group(leaf(60, c.main, c.paper), 'rotate(-40)') + group(leaf(60, c.second, c.paper), 'rotate(40)'), 'translate(0 -30)') +
  line('M0 -30L0 0', c.ink2, 4);

export const sketchbook: Prop = (c) =>
  floorShadow(200) +
  path('M-100 -140L0 -130L100 -140L100 0L0 8L-100 0Z', c.ink) +
  path('M-94 -142L-4 -132L-4 -2L-94 -8Z', c.paper) +
  path('M4 -132L94 -142L94 -8L4 -2Z', c.paper) +
  circle(-48, -84, 28, c.skin) +
  path('M-78 -92C-76 -124 -22 -126 -18 -90C-30 -104 -56 -110 -78 -92Z', c.ink2) +
  circle(-58, -82, 3, c.ink) +
  circle(-38, -82, 3, c.ink) +
  line('M-56 -70Q-48 -64 -40 -70', c.ink, 2.5) +
  line('M20 -110C40 -130 70 -90 80 -110M20 -80L76 -80M20 -64L60 -64', c.ink2, 3, 'stroke-opacity="0.55"') +
  circle(50, -36, 14, c.accent, 'fill-opacity="0.8"');

export const speechBubble: Prop = (c) =>
  path('M-90 -200L90 -200Q100 -200 100 -190L100 -90Q100 -80 90 -80L-10 -80L-40 -50L-36 -80L-90 -80Q-100 -80 -100 -90L-100 -190Q-100 -200 -90 -200Z', c.paper, `stroke="${c.ink}" stroke-width="6"`) +
  path('M-60 -160L-40 -130L-20 -170L0 -120L20 -160', 'none', `stroke="${c.main}" stroke-width="8" stroke-linejoin="round"`) +
  sparkleStar(50, -140, 22, c.accent);

function sparkleStar(x: number, y: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${(x + Math.cos(a) * rr).toFixed(1)} ${(y + Math.sin(a) * rr).toFixed(1)}`;
  });
  return path(`M${points.join('L')}Z`, fill);
}

// --- Film and video -----------------------------------------------------------------------------

export const clapper: Prop = (c) =>
  floorShadow(180) +
  rect(-86, -100, 172, 100, c.ink, 8) +
  rect(-70, -80, 90, 8, c.paper, 4, 'fill-opacity="0.7"') +
  rect(-70, -60, 60, 8, c.paper, 4, 'fill-opacity="0.5"') +
  rect(-70, -40, 120, 8, c.paper, 4, 'fill-opacity="0.5"') +
  rect(-86, -118, 172, 18, c.paper) +
  [0, 1, 2, 3, 4].map((i) => path(`M${-80 + i * 36} -118L${-62 + i * 36} -118L${-74 + i * 36} -100L${-92 + i * 36} -100Z`, c.ink)).join('') +
  group(rect(-86, -18, 172, 18, c.paper) + [0, 1, 2, 3, 4].map((i) => path(`M${-80 + i * 36} -18L${-62 + i * 36} -18L${-74 + i * 36} 0L${-92 + i * 36} 0Z`, c.main)).join(''), 'translate(-86 -118) rotate(-18) translate(86 0)');

export const movieCamera: Prop = (c) =>
  floorShadow(160) +
  line('M-10 -40L-50 0M-10 -40L30 0M-10 -40L-10 0', c.ink2, 7) +
  circle(-44, -156, 30, c.ink) + circle(-44, -156, 10, c.ink2) +
  circle(22, -160, 26, c.ink) + circle(22, -160, 8, c.ink2) +
  rect(-80, -124, 130, 80, c.main, 10) +
  rect(-66, -110, 40, 10, c.paper, 5, 'fill-opacity="0.6"') +
  path('M50 -104L96 -124L96 -46L50 -66Z', c.ink) +
  circle(-36, -66, 8, c.accent);

export const playScreen: Prop = (c) =>
  floorShadow(190) +
  rect(-100, -150, 200, 126, c.ink, 12) +
  rect(-90, -140, 180, 96, c.second) +
  path('M-90 -44L-40 -100L-10 -70L20 -96L90 -44Z', c.main) +
  circle(0, -92, 24, c.paper) +
  path('M-8 -104L14 -92L-8 -80Z', c.ink) +
  rect(-90, -36, 180, 4, c.ink2) +
  rect(-90, -36, 100, 4, c.accent) +
  circle(10, -34, 6, c.accent);

export const timeline: Prop = (c, rng) =>
  rect(-110, -80, 220, 80, c.ink, 10) +
  [0, 1, 2]
    .map((row) => {
      let x = -100;
      let out = '';
      for (let clip = row; x < 84; clip++) {
        const w = Math.min(96 - x, rng.int(30, 80));
        out += rect(x, -70 + row * 22, w - 4, 16, [c.main, c.second, c.accent][clip % 3], 4);
        x += w;
      }
      return out;
    })
    .join('') +
  rect(-6, -92, 4, 94, c.paper) +
  path('M-12 -96L4 -96L-4 -86Z', c.paper);

export const filmReel: Prop = (c) =>
  floorShadow(140) +
  circle(0, -80, 78, c.ink) +
  [0, 60, 120, 180, 240, 300].map((a) => circle(Math.cos((a * Math.PI) / 180) * 44, -80 + Math.sin((a * Math.PI) / 180) * 44, 17, c.stage)).join('') +
  circle(0, -80, 12, c.ink2) +
  circle(0, -80, 5, c.paper);

// --- Music and audio ----------------------------------------------------------------------------

export const headphones: Prop = (c) =>
  floorShadow(170) +
  line('M-66 -60C-70 -190 70 -190 66 -60', c.ink, 16) +
  rect(-90, -96, 40, 80, c.main, 18) +
  rect(50, -96, 40, 80, c.main, 18) +
  rect(-76, -88, 22, 64, c.ink, 10) +
  rect(54, -88, 22, 64, c.ink, 10);

export const keyboard: Prop = (c) =>
  floorShadow(220) +
  rect(-110, -80, 220, 74, c.ink, 10) +
  rect(-100, -70, 200, 18, c.ink2, 4) +
  circle(-86, -61, 5, c.accent) + circle(-70, -61, 5, c.second) + rect(-40, -64, 60, 6, c.main, 3) +
  Array.from({ length: 10 }, (_, i) => rect(-100 + i * 20, -48, 19, 40, c.paper, 2)).join('') +
  [0, 1, 3, 4, 5, 7, 8].map((i) => rect(-86 + i * 20, -48, 11, 24, c.ink, 2)).join('');

function note(x: number, y: number, fill: string, double = false): string {
  return (
    ellipse(x, y, 11, 8, fill, `transform="rotate(-20 ${x} ${y})"`) +
    rect(x + 8, y - 58, 5, 58, fill) +
    (double ? ellipse(x + 40, y - 8, 11, 8, fill, `transform="rotate(-20 ${x + 40} ${y - 8})"`) + rect(x + 48, y - 66, 5, 58, fill) + path(`M${x + 8} ${y - 58}L${x + 53} ${y - 66}L${x + 53} ${y - 54}L${x + 8} ${y - 46}Z`, fill) : path(`M${x + 13} ${y - 58}C${x + 30} ${y - 46} ${x + 34} ${y - 34} ${x + 24} ${y - 20}C${x + 28} ${y - 36} ${x + 22} ${y - 42} ${x + 13} ${y - 44}Z`, fill))
  );
}

export const notes: Prop = (c) => note(-60, -60, c.ink) + note(10, -110, c.main, true);

export const microphone: Prop = (c) =>
  floorShadow(100) +
  rect(-40, -10, 80, 10, c.ink, 5) +
  rect(-4, -80, 8, 72, c.ink2) +
  line('M-40 -130C-40 -70 40 -70 40 -130', c.ink2, 7) +
  rect(-28, -196, 56, 100, c.ink, 28) +
  [0, 1, 2, 3].map((i) => rect(-28, -172 + i * 14, 56, 5, c.ink2)).join('') +
  rect(-28, -120, 56, 10, c.main);

export const guitar: Prop = (c) =>
  group(
    rect(-8, -200, 16, 110, c.ink2) +
    rect(-12, -214, 24, 22, c.ink, 6) +
    circle(0, -52, 48, c.ink) +
    circle(0, -104, 36, c.ink) +
    circle(0, -52, 44, c.accent) +
    circle(0, -104, 32, c.accent) +
    circle(0, -88, 14, c.ink) +
    rect(-20, -42, 40, 8, c.ink, 3) +
    line('M-3 -200L-3 -40M3 -200L3 -40', c.paper, 1.5),
    'rotate(16 0 0)',
  );

export const waveform: Prop = (c, rng) =>
  Array.from({ length: 15 }, (_, i) => {
    const h = 20 + rng.int(0, 90) * Math.sin(((i + 1) / 16) * Math.PI);
    return rect(-100 + i * 14, -100 - h / 2, 8, h, i % 4 === 0 ? c.accent : c.main, 4);
  }).join('');

export const speaker: Prop = (c) =>
  floorShadow(110) +
  rect(-50, -170, 100, 170, c.ink, 12) +
  circle(0, -128, 22, c.ink2) + circle(0, -128, 9, c.accent) +
  circle(0, -58, 36, c.ink2) + circle(0, -58, 24, c.main) + circle(0, -58, 9, c.ink);

export const plantPot: Prop = (c) =>
  floorShadow(90) +
  group(leaf(96, c.main) + group(leaf(80, c.second), 'rotate(-34)') + group(leaf(80, c.main), 'rotate(32)') + group(leaf(60, c.ink2), 'rotate(-62)'), 'translate(0 -60)') +
  path('M-36 -62L36 -62L28 0L-28 0Z', c.accent) +
  rect(-40, -70, 80, 14, c.accent, 4);

/**
 * The toolkit of the illustrated covers (issue 18 item 10): a seeded random stream, the colours a
 * scene is painted with, and the few SVG shapes every prop is drawn from. Pure, no I/O.
 *
 * Props are drawn in their own 200x200 box whose origin is the middle of the bottom edge (x from
 * -100 to 100, y from -200 up to 0, the floor), so a scene can stand any prop anywhere with one
 * `place()` transform.
 */
import { hashString, hslToHex } from './svg';

/** A deterministic stream of numbers in [0, 1) from a text seed (same seed, same stream). */
export type Rng = { next: () => number; int: (min: number, max: number) => number; pick: <T>(items: readonly T[]) => T };

export function rngFor(seed: string): Rng {
  let h = hashString(seed) || 1;
  const next = () => {
    // mulberry32
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

/** The colours of one scene. Props only use these, so a palette shift recolours the whole picture. */
export type SceneColors = {
  /** Background gradient, top-left to bottom-right. */
  bg1: string;
  bg2: string;
  /** The soft shape behind the main object. */
  stage: string;
  /** Table / floor band. */
  floor: string;
  /** Darkest tone (bodies of devices, outlines). */
  ink: string;
  /** A lighter ink for secondary dark parts. */
  ink2: string;
  /** Off-white (paper, screens, highlights). */
  paper: string;
  main: string;
  second: string;
  accent: string;
  /** Light tint of main (screens, fills). */
  soft: string;
  skin: string;
};

export type Mood = 'pastel' | 'vivid' | 'night';

/**
 * Colours around a category's hue: `shift` turns the hue a little (two courses of a category do
 * not share a palette), `mood` sets how light the background is.
 */
export function sceneColors(hue: number, shift: number, mood: Mood, skinIndex = 0): SceneColors {
  const h = (hue + shift + 360) % 360;
  const comp = (h + 165) % 360;
  const warm = (h + 40) % 360;
  const bg =
    mood === 'pastel'
      ? { bg1: hslToHex(h, 55, 90), bg2: hslToHex(warm, 60, 84), stage: hslToHex(h, 60, 80), floor: hslToHex(h, 35, 76) }
      : mood === 'vivid'
        ? { bg1: hslToHex(h, 62, 60), bg2: hslToHex(warm, 70, 66), stage: hslToHex(h, 70, 72), floor: hslToHex(h, 45, 46) }
        : nightBackground(h);
  return {
    ...bg,
    ink: hslToHex(h, 30, 17),
    ink2: hslToHex(h, 22, 32),
    paper: hslToHex(warm, 40, 97),
    main: hslToHex(h, 68, 52),
    second: hslToHex(comp, 62, 58),
    accent: hslToHex(mood === 'night' ? (h + 55) % 360 : (h + 25) % 360, 92, 62),
    soft: hslToHex(h, 70, 86),
    skin: SKIN_TONES[skinIndex % SKIN_TONES.length],
  };
}

/**
 * Night backgrounds stay in the blues and violets (a dark yellow or orange reads as mud), tinted
 * towards the scene's hue so categories keep some of their colour.
 */
function nightBackground(h: number): Pick<SceneColors, 'bg1' | 'bg2' | 'stage' | 'floor'> {
  const night = 220 + (h % 70);
  return { bg1: hslToHex(night, 42, 19), bg2: hslToHex((night + 30) % 360, 45, 27), stage: hslToHex(night, 40, 31), floor: hslToHex(night, 38, 13) };
}

/** Skin tones of hands and people in scenes and avatars. */
export const SKIN_TONES = ['#F6D3B8', '#EDB98A', '#D08B5B', '#AE5D29', '#8D5524', '#5C3317'] as const;

// --- Shapes -------------------------------------------------------------------------------------

const n = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, ''));

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** An unfilled, round-capped line. */
export function line(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

export function group(body: string, transform: string, extra = ''): string {
  return `<g transform="${transform}"${extra ? ` ${extra}` : ''}>${body}</g>`;
}

/** A prop stood at (x, y) — its floor point — at `scale`, turned by `rotate` degrees, optionally mirrored. */
export function place(body: string, x: number, y: number, scale: number, rotate = 0, mirror = false): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotate) parts.push(`rotate(${n(rotate)})`);
  const k = String(Math.round(scale * 100) / 100);
  parts.push(mirror ? `scale(-${k} ${k})` : `scale(${k})`);
  return group(body, parts.join(' '));
}

/** The soft contact shadow under a standing prop. */
export function floorShadow(width: number, color = '#000', opacity = 0.14): string {
  return ellipse(0, 0, width / 2, Math.max(4, width / 14), color, `fill-opacity="${opacity}"`);
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, fill: string): string {
  const k = r * 0.28;
  return path(`M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z`, fill);
}

/** A leaf pointing up from (0, 0), `len` long. */
export function leaf(len: number, fill: string, vein?: string): string {
  const w = len * 0.36;
  return path(`M0 0C${n(w)} ${n(-len * 0.3)} ${n(w)} ${n(-len * 0.75)} 0 ${n(-len)}C${n(-w)} ${n(-len * 0.75)} ${n(-w)} ${n(-len * 0.3)} 0 0Z`, fill) + (vein ? line(`M0 0L0 ${n(-len * 0.85)}`, vein, Math.max(1.5, len * 0.04)) : '');
}

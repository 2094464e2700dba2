/**
 * Axis maths for the accessible SVG charts (components/charts): a "nice" upper bound and evenly
 * spaced ticks, so axes read 0, 25, 50, 75, 100 rather than 0, 23.7, 47.4…
 */

/** The smallest of 1, 2, 2.5, 5 or 10 × 10ⁿ that is ≥ value (1 for 0 or less). */
export function niceCeil(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const exponent = Math.floor(Math.log10(value));
  const base = 10 ** exponent;
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * base >= value - 1e-9) return step * base;
  }
  return 10 * base;
}

/** `count` + 1 ticks from 0 to a nice maximum ≥ max; whole-number steps for counts (`integer`). */
export function niceTicks(max: number, count = 4, options: { integer?: boolean } = {}): number[] {
  const raw = niceCeil(Math.max(max, 0) / count);
  const step = options.integer ? Math.max(1, Math.ceil(raw)) : raw;
  return Array.from({ length: count + 1 }, (_, i) => Math.round(i * step * 1e6) / 1e6);
}

/** Maps a value in [0, domainMax] to [rangeMax, 0] (SVG y grows downwards). */
export function scaleY(value: number, domainMax: number, rangeMax: number): number {
  if (domainMax <= 0) return rangeMax;
  return rangeMax - (Math.min(Math.max(value, 0), domainMax) / domainMax) * rangeMax;
}

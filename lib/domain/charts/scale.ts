/**
 * Axis maths of the SVG charts (components/charts: the panels' reports and the staff analytics
 * dashboard), as pure functions: round axis ticks, value → pixel mapping and which x labels fit,
 * so axes read 0, 25, 50, 75, 100 rather than 0, 23.7, 47.4…
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

/**
 * Ticks from 0 on a round step (about `count` steps up to `max`) until the first tick ≥ max, and
 * at least one step; whole-number steps for counts (`integer`), so an axis of 2 clicks never
 * reads 0.5. The last tick is the axis maximum.
 */
export function niceTicks(max: number, count = 4, options: { integer?: boolean } = {}): number[] {
  const top = Number.isFinite(max) ? Math.max(max, 0) : 0;
  let step = niceCeil(top / Math.max(1, count));
  if (options.integer && !Number.isInteger(step)) step = niceCeil(Math.ceil(step));
  const ticks = [0];
  do ticks.push(Math.round(ticks.length * step * 1e6) / 1e6);
  while (ticks[ticks.length - 1] < top - 1e-9);
  return ticks;
}

/** Maps a value of [0, domainMax] onto [rangeStart, rangeEnd], clamped (SVG y grows downwards: pass start > end). */
export function linearScale(domainMax: number, rangeStart: number, rangeEnd: number): (value: number) => number {
  const span = domainMax > 0 ? domainMax : 1;
  return (value) => rangeStart + (Math.max(0, Math.min(value, span)) / span) * (rangeEnd - rangeStart);
}

/** Indexes of the x labels to draw: at most `max`, evenly spread, the last one always included. */
export function labelIndexes(length: number, max = 8): number[] {
  if (length <= 0) return [];
  if (length <= max) return Array.from({ length }, (_, i) => i);
  const step = Math.ceil((length - 1) / (max - 1));
  const out: number[] = [];
  for (let i = 0; i < length - 1; i += step) out.push(i);
  if (length - 1 - out[out.length - 1] < step / 2) out.pop();
  out.push(length - 1);
  return out;
}

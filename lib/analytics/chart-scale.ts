/**
 * Scales of the dashboard's SVG charts, as pure functions: "nice" axis ticks, value → pixel
 * mapping and which x labels fit.
 */

/** Ticks from 0 to at least `max` on round steps (1, 2, 5 × 10^n), about `count` of them. */
export function niceTicks(max: number, count = 5): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** Maps a value of [0, domainMax] onto [rangeStart, rangeEnd] (SVG y grows downwards: pass start > end). */
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

/** Share of `part` in `whole` as a 0–100 percentage with one decimal; 0 when `whole` is 0. */
export function percentage(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** Share of `part` in `whole` as a 0–100 percentage with one decimal (the dashboard's funnel); 0 when `whole` is 0. */
export function percentage(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

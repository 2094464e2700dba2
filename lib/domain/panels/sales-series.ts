/**
 * The teacher's sales over time (issue 7 item 4): paid order lines of their courses grouped by
 * calendar month (UTC), one series per currency (a cart is charged in one currency, and amounts
 * in different currencies are never added together). Months without sales are zeros, so the
 * chart's time axis is regular.
 */
export type SaleLine = { paidAt: Date; currency: string; paidCents: number };
export type MonthPoint = { month: string; totalCents: number; count: number };
export type SalesSeries = { currency: string; totalCents: number; count: number; points: MonthPoint[] };

/** 'YYYY-MM' of a date in UTC. */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The `months` calendar months ending with the month of `now`, oldest first. */
export function lastMonths(now: Date, months: number): string[] {
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i -= 1) out.push(monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))));
  return out;
}

/** Series per currency, the currency with most sales first (then by code). Sales outside the window are left out. */
export function monthlySales(lines: readonly SaleLine[], now: Date, months = 12): SalesSeries[] {
  const window = lastMonths(now, months);
  const inWindow = new Set(window);
  const byCurrency = new Map<string, Map<string, MonthPoint>>();
  for (const line of lines) {
    const key = monthKey(line.paidAt);
    if (!inWindow.has(key)) continue;
    let series = byCurrency.get(line.currency);
    if (!series) byCurrency.set(line.currency, (series = new Map(window.map((m) => [m, { month: m, totalCents: 0, count: 0 }]))));
    const point = series.get(key)!;
    point.totalCents += line.paidCents;
    point.count += 1;
  }
  return [...byCurrency.entries()]
    .map(([currency, points]) => {
      const list = [...points.values()];
      return { currency, points: list, totalCents: list.reduce((s, p) => s + p.totalCents, 0), count: list.reduce((s, p) => s + p.count, 0) };
    })
    .sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
}

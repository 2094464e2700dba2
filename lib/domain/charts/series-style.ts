/**
 * How the series of a chart differ: colours distinct in hue and lightness, and dash patterns so
 * they differ without colour too. The first series is the theme's primary colour, so a panel's
 * single-series chart takes an organisation's colour inside its themed area.
 */
export const SERIES_COLORS = ['var(--mui-palette-primary-main)', '#0a7d73', '#c2410c', '#1d4ed8', '#a21caf', '#4d7c0f', '#b91c1c', '#52606d'] as const;
export const SERIES_DASHES = ['', '6 3', '2 3', '8 3 2 3', '', '6 3', '2 3', '8 3 2 3'] as const;

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length];
}

export function seriesDash(index: number): string | undefined {
  return SERIES_DASHES[index % SERIES_DASHES.length] || undefined;
}

import { linearScale } from '@/lib/domain/charts/scale';
import { seriesColor } from '@/lib/domain/charts/series-style';
import { ChartFigure, type ChartText } from './ChartFigure';

/** One bar: `valueLabel` is written after it (a formatted number, a share). */
export type HorizontalBar = { key: string; label: string; value: number; valueLabel: string };

const W = 800;
const ROW = 34;
const LABEL_W = 200;
const VALUE_W = 110;
const MAX_LABEL_CHARS = 28;

/**
 * Horizontal bars with their names on the left and their values on the right, for categories
 * with long names (the funnel's stages, traffic sources, pages' web vitals). `colorIndex` picks
 * the series colour, so charts side by side differ. The caller shows the numbers as a table.
 */
export function HorizontalBarChart({ id, bars, labels, colorIndex = 0 }: { id: string; bars: HorizontalBar[]; labels: ChartText; colorIndex?: number }) {
  const width = linearScale(Math.max(0, ...bars.map((b) => b.value)), 0, W - LABEL_W - VALUE_W - 16);
  const height = Math.max(ROW, bars.length * ROW);
  return (
    <ChartFigure id={id} text={labels} width={W} height={height}>
      {bars.map((b, i) => (
        <g key={b.key} transform={`translate(0, ${i * ROW})`} fontSize={13}>
          <text x={LABEL_W - 8} y={ROW / 2} textAnchor="end" dominantBaseline="middle" fill="currentColor">
            {b.label.length > MAX_LABEL_CHARS ? `${b.label.slice(0, MAX_LABEL_CHARS - 1)}…` : b.label}
          </text>
          <rect x={LABEL_W} y={6} height={ROW - 12} width={Math.max(b.value > 0 ? 2 : 0, width(b.value))} rx={4} style={{ fill: seriesColor(colorIndex) }}>
            <title>{`${b.label}: ${b.valueLabel}`}</title>
          </rect>
          <text x={LABEL_W + width(b.value) + 8} y={ROW / 2} dominantBaseline="middle" fill="currentColor" fontWeight={600}>
            {b.valueLabel}
          </text>
        </g>
      ))}
    </ChartFigure>
  );
}

import { labelIndexes, linearScale, niceTicks } from '@/lib/domain/charts/scale';
import { seriesColor } from '@/lib/domain/charts/series-style';
import { ChartDataTable } from './ChartDataTable';
import { ChartFigure, type ChartText } from './ChartFigure';
import { ChartYAxis } from './ChartYAxis';

/** One bar: `display` is the value as the reader should see it (a formatted amount), else the number. */
export type ChartDatum = { key: string; label: string; value: number; display?: string };

const W = 800;
const H = 260;
const PAD = { top: 16, right: 12, bottom: 48, left: 48 };
const MAX_X_LABELS = 12;

/**
 * Vertical bars, one per category (a day, a month, a progress band), in the first series colour:
 * the theme's primary, an organisation's colour inside its themed area. The same numbers are a
 * visually hidden table with the two headers of `labels`.
 */
export function BarChart({ id, data, labels, formatTick = String, integer = false }: {
  id: string;
  data: ChartDatum[];
  labels: ChartText & { categoryHeader: string; valueHeader: string };
  formatTick?: (value: number) => string;
  integer?: boolean;
}) {
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)), 4, { integer });
  const innerW = W - PAD.left - PAD.right;
  const y = linearScale(ticks[ticks.length - 1], H - PAD.bottom, PAD.top);
  const slot = data.length > 0 ? innerW / data.length : innerW;
  const barW = Math.max(4, Math.min(48, slot * 0.6));
  const shown = new Set(labelIndexes(data.length, MAX_X_LABELS));
  const table = (
    <ChartDataTable
      caption={labels.title ?? labels.description}
      headers={[labels.categoryHeader, labels.valueHeader]}
      rows={data.map((d) => ({ key: d.key, cells: [d.label, d.display ?? String(d.value)] }))}
    />
  );
  return (
    <ChartFigure id={id} text={labels} width={W} height={H} after={table}>
      <ChartYAxis ticks={ticks} y={y} left={PAD.left} right={W - PAD.right} formatTick={formatTick} />
      {data.map((d, i) => {
        const x = PAD.left + slot * i + (slot - barW) / 2;
        return (
          <g key={d.key}>
            <rect x={x} y={y(d.value)} width={barW} height={Math.max(0, H - PAD.bottom - y(d.value))} rx={3} style={{ fill: seriesColor(0) }}>
              <title>{`${d.label}: ${d.display ?? d.value}`}</title>
            </rect>
            {shown.has(i) ? (
              <text x={x + barW / 2} y={H - PAD.bottom + 16} textAnchor="middle" fill="currentColor">
                {d.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </ChartFigure>
  );
}

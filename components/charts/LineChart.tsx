import Box from '@mui/material/Box';
import { labelIndexes, linearScale, niceTicks } from '@/lib/domain/charts/scale';
import { seriesColor, seriesDash } from '@/lib/domain/charts/series-style';
import { ChartDataTable } from './ChartDataTable';
import { ChartFigure, type ChartText } from './ChartFigure';
import { ChartYAxis } from './ChartYAxis';

/** One line: a value per category, in order; `displays` are the values as the reader should see them. */
export type LineSeries = { name: string; values: number[]; displays?: string[] };

const W = 800;
const H = 260;
const PAD = { top: 16, right: 16, bottom: 40, left: 64 };
const MAX_X_LABELS = 10;

/**
 * Lines over time, a point per category (a day, a month). One series is drawn with a shaded area
 * in the theme's primary colour (an organisation's inside its themed area); several get distinct
 * colours and dash patterns and a legend (lib/domain/charts/series-style.ts). With `categoryHeader` the
 * numbers are also a visually hidden table; without it the caller shows its own table.
 */
export function LineChart({ id, categories, series, labels, formatTick = String, integer = false }: {
  id: string;
  categories: Array<{ key: string; label: string }>;
  series: LineSeries[];
  labels: ChartText & { categoryHeader?: string };
  formatTick?: (value: number) => string;
  integer?: boolean;
}) {
  const ticks = niceTicks(Math.max(0, ...series.flatMap((s) => s.values)), 4, { integer });
  const innerW = W - PAD.left - PAD.right;
  const y = linearScale(ticks[ticks.length - 1], H - PAD.bottom, PAD.top);
  const x = (i: number) => PAD.left + (categories.length > 1 ? (i / (categories.length - 1)) * innerW : innerW / 2);
  const single = series.length === 1;
  const display = (s: LineSeries, i: number) => s.displays?.[i] ?? String(s.values[i]);
  const path = (s: LineSeries) => s.values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const area = single && categories.length > 0 ? `${path(series[0])} L${x(categories.length - 1).toFixed(1)},${H - PAD.bottom} L${x(0).toFixed(1)},${H - PAD.bottom} Z` : null;
  const after = (
    <>
      {single ? null : (
        <Box component="ul" aria-hidden sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2, fontSize: '0.875rem' }}>
          {series.map((s, si) => (
            <Box component="li" key={s.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <svg width="24" height="10" aria-hidden>
                <line x1="0" x2="24" y1="5" y2="5" style={{ stroke: seriesColor(si) }} strokeWidth="3" strokeDasharray={seriesDash(si)} />
              </svg>
              {s.name}
            </Box>
          ))}
        </Box>
      )}
      {labels.categoryHeader ? (
        <ChartDataTable
          caption={labels.title ?? labels.description}
          headers={[labels.categoryHeader, ...series.map((s) => s.name)]}
          rows={categories.map((c, i) => ({ key: c.key, cells: [c.label, ...series.map((s) => display(s, i))] }))}
        />
      ) : null}
    </>
  );
  return (
    <ChartFigure id={id} text={labels} width={W} height={H} after={after}>
      <ChartYAxis ticks={ticks} y={y} left={PAD.left} right={W - PAD.right} formatTick={formatTick} />
      {labelIndexes(categories.length, MAX_X_LABELS).map((i) => (
        <text key={categories[i].key} x={x(i)} y={H - PAD.bottom + 18} textAnchor="middle" fill="currentColor">
          {categories[i].label}
        </text>
      ))}
      {area ? <path d={area} style={{ fill: seriesColor(0), fillOpacity: 0.12 }} /> : null}
      {series.map((s, si) => (
        <g key={s.name}>
          <path d={path(s)} strokeWidth={2.5} strokeLinejoin="round" strokeDasharray={seriesDash(si)} style={{ fill: 'none', stroke: seriesColor(si) }} />
          {s.values.map((v, i) => (
            <circle key={categories[i]?.key ?? i} cx={x(i)} cy={y(v)} r={single ? 4 : 3} strokeWidth={2} style={{ fill: single ? 'var(--mui-palette-background-paper)' : seriesColor(si), stroke: seriesColor(si) }}>
              <title>{`${single ? '' : `${s.name} · `}${categories[i]?.label ?? ''}: ${display(s, i)}`}</title>
            </circle>
          ))}
        </g>
      ))}
    </ChartFigure>
  );
}

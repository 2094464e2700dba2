import Box from '@mui/material/Box';
import { labelIndexes, linearScale, niceTicks } from '@/lib/analytics/chart-scale';
import { seriesColor, seriesDash } from './chart-colors';

export type LineSeries = { name: string; values: number[] };

const W = 720;
const H = 260;
const M = { top: 12, right: 16, bottom: 36, left: 48 };

/**
 * A multi-series line chart in plain SVG (no chart library is installed). It is a picture for
 * sighted users (`role="img"` with a summary label); the data is in the table that follows it.
 */
export function LineChart({ labels, series, label, formatLabel = (l) => l }: { labels: string[]; series: LineSeries[]; label: string; formatLabel?: (label: string) => string }) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max, 4);
  const y = linearScale(ticks[ticks.length - 1], H - M.bottom, M.top);
  const innerW = W - M.left - M.right;
  const x = (i: number) => M.left + (labels.length <= 1 ? innerW / 2 : (i / (labels.length - 1)) * innerW);
  return (
    <Box sx={{ color: 'text.primary' }}>
      <Box component="svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} sx={{ width: '100%', height: 'auto', display: 'block', fontSize: 12 }}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={M.left - 8} y={y(t)} textAnchor="end" dominantBaseline="middle" fill="currentColor">
              {t}
            </text>
          </g>
        ))}
        {labelIndexes(labels.length).map((i) => (
          <text key={labels[i]} x={x(i)} y={H - M.bottom + 18} textAnchor="middle" fill="currentColor">
            {formatLabel(labels[i])}
          </text>
        ))}
        {series.map((s, si) => (
          <g key={s.name}>
            <polyline
              fill="none"
              stroke={seriesColor(si)}
              strokeWidth={2.5}
              strokeDasharray={seriesDash(si)}
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            />
            {s.values.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v)} r={3} fill={seriesColor(si)} />
            ))}
          </g>
        ))}
      </Box>
      <Box component="ul" aria-hidden sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2, fontSize: '0.875rem' }}>
        {series.map((s, si) => (
          <Box component="li" key={s.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <svg width="24" height="10" aria-hidden>
              <line x1="0" x2="24" y1="5" y2="5" stroke={seriesColor(si)} strokeWidth="3" strokeDasharray={seriesDash(si)} />
            </svg>
            {s.name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

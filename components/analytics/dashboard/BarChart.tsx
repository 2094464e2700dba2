import Box from '@mui/material/Box';
import { linearScale } from '@/lib/analytics/chart-scale';
import { seriesColor } from './chart-colors';

export type Bar = { key: string; label: string; value: number; valueLabel: string };

const W = 720;
const ROW = 34;
const LABEL_W = 200;
const VALUE_W = 110;

/**
 * Horizontal bars in plain SVG: the funnel, the traffic sources and the web vitals. A picture
 * with a summary label (`role="img"`); the numbers are in the table that follows it.
 */
export function BarChart({ bars, label, colorIndex = 0 }: { bars: Bar[]; label: string; colorIndex?: number }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  const width = linearScale(max, 0, W - LABEL_W - VALUE_W - 16);
  const height = Math.max(ROW, bars.length * ROW);
  return (
    <Box sx={{ color: 'text.primary' }}>
      <Box component="svg" viewBox={`0 0 ${W} ${height}`} role="img" aria-label={label} sx={{ width: '100%', height: 'auto', display: 'block', fontSize: 13 }}>
        {bars.map((b, i) => (
          <g key={b.key} transform={`translate(0, ${i * ROW})`}>
            <text x={LABEL_W - 8} y={ROW / 2} textAnchor="end" dominantBaseline="middle" fill="currentColor">
              {b.label.length > 28 ? `${b.label.slice(0, 27)}…` : b.label}
            </text>
            <rect x={LABEL_W} y={6} height={ROW - 12} width={Math.max(b.value > 0 ? 2 : 0, width(b.value))} rx={4} fill={seriesColor(colorIndex)} />
            <text x={LABEL_W + width(b.value) + 8} y={ROW / 2} dominantBaseline="middle" fill="currentColor" fontWeight={600}>
              {b.valueLabel}
            </text>
          </g>
        ))}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { niceTicks, scaleY } from '@/lib/charts/scale';
import { visuallyHidden } from '@/lib/theme/a11y';
import type { ChartDatum } from './BarChart';

type Labels = { title: string; description: string; categoryHeader: string; valueHeader: string };

const W = 800;
const H = 260;
const PAD = { top: 16, right: 16, bottom: 40, left: 64 };

/**
 * A line chart over time as plain SVG with a point per period; accessible the same way as
 * BarChart (titled image, description, visually hidden data table). Renders on the server.
 */
export function LineChart({ id, data, labels, formatTick = String, integer = false }: { id: string; data: ChartDatum[]; labels: Labels; formatTick?: (value: number) => string; integer?: boolean }) {
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)), 4, { integer });
  const max = ticks[ticks.length - 1];
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = data.length > 1 ? innerW / (data.length - 1) : 0;
  const points = data.map((d, i) => ({ d, x: PAD.left + (data.length > 1 ? step * i : innerW / 2), y: PAD.top + scaleY(d.value, max, innerH) }));
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const area = points.length > 0 ? `${path} L${points[points.length - 1].x.toFixed(1)},${PAD.top + innerH} L${points[0].x.toFixed(1)},${PAD.top + innerH} Z` : '';
  const every = Math.ceil(data.length / 12);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" id={`${id}-title`} sx={{ fontWeight: 700, mb: 1 }}>
        {labels.title}
      </Typography>
      <Box component="svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} sx={{ width: '100%', height: 'auto', display: 'block', color: 'text.secondary', overflow: 'visible' }}>
        <desc id={`${id}-desc`}>{labels.description}</desc>
        {ticks.map((tick) => {
          const y = PAD.top + scaleY(tick, max, innerH);
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="currentColor" strokeOpacity={0.2} />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize={11} fill="currentColor">
                {formatTick(tick)}
              </text>
            </g>
          );
        })}
        {area ? <Box component="path" d={area} sx={{ fill: 'var(--mui-palette-primary-main)', fillOpacity: 0.12 }} /> : null}
        {path ? <Box component="path" d={path} sx={{ fill: 'none', stroke: 'var(--mui-palette-primary-main)', strokeWidth: 2.5, strokeLinejoin: 'round' }} /> : null}
        {points.map(({ d, x, y }, i) => (
          <g key={d.key}>
            <Box component="circle" cx={x} cy={y} r={4} sx={{ fill: 'var(--mui-palette-background-paper)', stroke: 'var(--mui-palette-primary-main)', strokeWidth: 2 }}>
              <title>{`${d.label}: ${d.display ?? d.value}`}</title>
            </Box>
            {i % every === 0 ? (
              <text x={x} y={H - PAD.bottom + 18} textAnchor="middle" fontSize={11} fill="currentColor">
                {d.label}
              </text>
            ) : null}
          </g>
        ))}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{labels.title}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.categoryHeader}</th>
            <th scope="col">{labels.valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.key}>
              <th scope="row">{d.label}</th>
              <td>{d.display ?? d.value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

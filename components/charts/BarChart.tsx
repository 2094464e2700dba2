import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { niceTicks, scaleY } from '@/lib/charts/scale';
import { visuallyHidden } from '@/lib/theme/a11y';

export type ChartDatum = { key: string; label: string; value: number; display?: string };

type Labels = { title: string; description: string; categoryHeader: string; valueHeader: string };

const W = 800;
const H = 260;
const PAD = { top: 16, right: 12, bottom: 48, left: 48 };

/**
 * A vertical bar chart as plain SVG (no chart library): the SVG is an image named by its title
 * and described by a summary, and the same numbers are a visually hidden table, so a screen
 * reader gets every value. Bars use the theme's primary colour (an organisation's colour inside
 * its themed area). Renders on the server.
 */
export function BarChart({ id, data, labels, formatTick = String, integer = false }: { id: string; data: ChartDatum[]; labels: Labels; formatTick?: (value: number) => string; integer?: boolean }) {
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)), 4, { integer });
  const max = ticks[ticks.length - 1];
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = data.length > 0 ? innerW / data.length : innerW;
  const barW = Math.max(4, Math.min(48, slot * 0.6));
  const every = Math.ceil(data.length / 12);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" id={`${id}-title`} sx={{ fontWeight: 700, mb: 1 }}>
        {labels.title}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        sx={{ width: '100%', height: 'auto', display: 'block', color: 'text.secondary', overflow: 'visible' }}
      >
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
        {data.map((d, i) => {
          const x = PAD.left + slot * i + (slot - barW) / 2;
          const y = PAD.top + scaleY(d.value, max, innerH);
          return (
            <g key={d.key}>
              <Box component="rect" x={x} y={y} width={barW} height={Math.max(0, PAD.top + innerH - y)} rx={3} sx={{ fill: 'var(--mui-palette-primary-main)' }}>
                <title>{`${d.label}: ${d.display ?? d.value}`}</title>
              </Box>
              {i % every === 0 ? (
                <text x={x + barW / 2} y={H - PAD.bottom + 16} textAnchor="middle" fontSize={11} fill="currentColor">
                  {d.label}
                </text>
              ) : null}
            </g>
          );
        })}
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

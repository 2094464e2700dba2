import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What names a chart: a visible title (left out where a section heading already says it) and a summary. */
export type ChartText = { title?: string; description: string };

/**
 * The frame every chart of the kit shares: a figure whose SVG is an image named by its title and
 * summary (so a screen reader hears what it shows), and whatever follows the picture (`after`: a
 * legend, the visually hidden data table). Plain SVG, no chart library; renders on the server.
 */
export function ChartFigure({ id, text, width, height, children, after }: { id: string; text: ChartText; width: number; height: number; children: ReactNode; after?: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {text.title ? (
        <Typography component="figcaption" id={`${id}-title`} sx={{ fontWeight: 700, mb: 1 }}>
          {text.title}
        </Typography>
      ) : null}
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={text.title ? `${id}-title ${id}-desc` : `${id}-desc`}
        sx={{ width: '100%', height: 'auto', display: 'block', color: 'text.secondary', overflow: 'visible', fontSize: 11 }}
      >
        <desc id={`${id}-desc`}>{text.description}</desc>
        {children}
      </Box>
      {after}
    </Box>
  );
}

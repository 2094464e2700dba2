import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type ValueProp = { key: string; icon: ReactNode; title: string; body: string };

/** Benefit cards: an icon, a heading (h3) and a short text each. */
export function ValueProps({ items }: { items: ValueProp[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: '1fr',
        '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '@media (min-width: 1366px)': { gridTemplateColumns: `repeat(${Math.min(items.length, 4)}, minmax(0, 1fr))` },
      }}
    >
      {items.map((item) => (
        <Paper component="li" key={item.key} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
          <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 36 } }}>
            {item.icon}
          </Box>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
            {item.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
            {item.body}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

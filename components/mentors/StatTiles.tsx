import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type StatTile = { key: string; value: string; label: string };

/** A row of big numbers with their labels, as a description list. */
export function StatTiles({ stats, label }: { stats: StatTile[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@media (min-width: 1024px)': { gridTemplateColumns: `repeat(${Math.min(stats.length, 4)}, minmax(0, 1fr))` },
      }}
    >
      {stats.map((stat) => (
        <Paper key={stat.key} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {stat.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.25rem' }, lineHeight: 1.1, color: 'primary.main' }}>
            {stat.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

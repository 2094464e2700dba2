import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type LearnStat = { key: string; value: string; label: string };

/** Big numbers with their labels, as a description list. */
export function LearnStats({ stats, label }: { stats: LearnStat[]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '@media (min-width: 900px)': { gridTemplateColumns: `repeat(${stats.length}, minmax(0, 1fr))` } }}
    >
      {stats.map((stat) => (
        <Paper key={stat.key} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {stat.label}
          </Typography>
          <Typography component="dd" data-stat={stat.key} sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.625rem', sm: '2rem' }, lineHeight: 1.1, color: 'primary.main' }}>
            {stat.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

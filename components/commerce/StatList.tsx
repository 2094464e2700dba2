import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Headline figures ('150 cursos', '48 profesores') as a description list. */
export function StatList({ items, label }: { items: { value: string; label: string }[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'flex', flexDirection: 'column-reverse', p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 800 }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

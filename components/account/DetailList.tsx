import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Detail = { key: string; label: string; value: React.ReactNode };

/** Label/value pairs as a description list: two columns from 768 px, stacked below. */
export function DetailList({ items, emptyValue }: { items: Detail[]; emptyValue: string }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1.5 } }}>
      {items.map((item) => (
        <Box key={item.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, pt: { xs: 1.25, sm: 0 } }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word', color: item.value === null || item.value === '' ? 'text.secondary' : undefined }}>
            {item.value === null || item.value === '' || item.value === undefined ? emptyValue : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

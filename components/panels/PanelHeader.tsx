import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Heading block of a role panel (the page's only h1). */
export function PanelHeader({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <Box component="header" sx={{ pt: { xs: 3, sm: 5 }, pb: 1 }}>
      {eyebrow ? (
        <Typography sx={{ color: 'primary.main', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1, fontSize: '0.8125rem' }}>{eyebrow}</Typography>
      ) : null}
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.875rem', sm: '2.5rem' } }}>
        {title}
      </Typography>
      {lead ? <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: 760, fontSize: { sm: '1.125rem' } }}>{lead}</Typography> : null}
      {children}
    </Box>
  );
}

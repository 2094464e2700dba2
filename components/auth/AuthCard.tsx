import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Centred card of the full-page auth forms, with the page's only h1. */
export function AuthCard({ title, subtitle, children, maxWidth = 'sm' }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; maxWidth?: 'xs' | 'sm' }) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 4 }}>{subtitle}</Typography>
        ) : null}
        {children}
      </Paper>
    </Container>
  );
}

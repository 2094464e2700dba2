import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lightPalette } from '@/lib/theme/palette';

/** The hero keeps the light scheme's deep brand colour in both themes (white text on it: 12.1:1). */
const HERO_BG = lightPalette.primary.dark;

/** Landing hero with the page's only h1, a lead and call-to-action buttons. */
export function BusinessHero({ eyebrow, title, lead, actions }: { eyebrow?: string; title: string; lead: string; actions?: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        bgcolor: HERO_BG,
        color: '#FFFFFF',
        backgroundImage: 'radial-gradient(circle at 85% 15%, rgba(255,255,255,0.16), transparent 45%)',
        py: { xs: 6, md: 9 },
      }}
    >
      <Container maxWidth="lg">
        {eyebrow ? (
          <Typography sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1, fontSize: '0.8125rem', opacity: 0.9 }}>{eyebrow}</Typography>
        ) : null}
        <Typography component="h1" variant="h2" sx={{ fontWeight: 800, mt: 1, maxWidth: 820, fontSize: { xs: '2rem', sm: '2.5rem', md: '3.25rem' }, lineHeight: 1.15 }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 720, fontSize: { xs: '1.0625rem', sm: '1.25rem' }, opacity: 0.95 }}>{lead}</Typography>
        {actions ? <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>{actions}</Box> : null}
      </Container>
    </Box>
  );
}

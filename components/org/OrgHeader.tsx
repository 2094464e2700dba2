import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { safeHexColor } from '@/lib/domain/org/safe-hex-color';
import { readableTextColor } from '@/lib/domain/theme/contrast';
import type { OrganizationRecord } from '@/lib/server/services/org';

/**
 * The organisation's themed header (spec §3 theme: lookAndFeel primary/secondary, logo): its
 * primary colour as background with readable text, its secondary colour as an accent, its logo
 * (falling back to the initial when there is none).
 */
export function OrgHeader({ org, eyebrow, title, subtitle, actions }: { org: OrganizationRecord; eyebrow: string; title: string; subtitle?: string; actions?: ReactNode }) {
  const primary = safeHexColor(org.primaryColor, '#4C2FB5');
  const secondary = safeHexColor(org.secondaryColor, '#C2410C');
  const text = readableTextColor(primary);
  const logo = org.logoHeader ?? org.logo;
  return (
    <Box component="header" sx={{ bgcolor: primary, color: text, borderBottom: '6px solid', borderColor: secondary, py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Avatar
          src={logo ?? undefined}
          alt={logo ? org.name : ''}
          variant="rounded"
          sx={{ width: 128, height: 64, bgcolor: '#FFFFFF', color: primary, fontWeight: 800, fontSize: '1.75rem', p: 1, '& img': { objectFit: 'contain' } }}
        >
          {org.name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ textTransform: 'uppercase', letterSpacing: 1, fontSize: '0.8125rem', fontWeight: 700 }}>{eyebrow}</Typography>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.25rem', md: '2.75rem' }, lineHeight: 1.15 }}>
            {title}
          </Typography>
          {subtitle ? <Typography sx={{ mt: 1, fontSize: { sm: '1.125rem' } }}>{subtitle}</Typography> : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>{actions}</Box> : null}
      </Container>
    </Box>
  );
}

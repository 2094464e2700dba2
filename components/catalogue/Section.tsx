import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { LinkButton } from './links';

/** A page section named by its heading (aria-labelledby), with an optional "see all" link. */
export function Section({
  id,
  title,
  subtitle,
  action,
  children,
  headingLevel = 'h2',
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  action?: { href: string; label: string };
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 3, sm: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'flex-end' }, justifyContent: 'space-between', gap: 2, mb: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <div>
          <Typography id={headingId} component={headingLevel} variant={headingLevel === 'h2' ? 'h5' : 'h6'} sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </div>
        {action ? (
          <LinkButton href={action.href} variant="text" endIcon={<ArrowForwardRoundedIcon />} sx={{ flexShrink: 0 }}>
            {action.label}
          </LinkButton>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}

/** The page's only h1 with its lead paragraph. */
export function PageHeader({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Box component="header" sx={{ pt: { xs: 3, sm: 5 }, pb: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.25rem', md: '2.75rem' } }}>
        {title}
      </Typography>
      {lead ? (
        <Typography variant="body1" sx={{ color: 'text.secondary', mt: 1, maxWidth: 760, fontSize: { sm: '1.125rem' } }}>
          {lead}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

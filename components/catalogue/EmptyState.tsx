import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A friendly message with what to do next, for lists that came back empty. */
export function EmptyState({ title, description, children, icon, headingLevel = 'h2' }: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Box
      role="status"
      sx={{ textAlign: 'center', py: { xs: 4, sm: 6 }, px: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      {icon ? <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 48 } }} aria-hidden>{icon}</Box> : null}
      <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body1" sx={{ color: 'text.secondary', mt: 1, maxWidth: 560, mx: 'auto' }}>
          {description}
        </Typography>
      ) : null}
      {children ? <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box> : null}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Container from '@mui/material/Container';

/** Width and padding of catalogue and commerce pages (the layout owns <main>). */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ pb: { xs: 4, sm: 6 } }}>
      {children}
    </Container>
  );
}

'use client';

import { Component, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';

/** The lazy-load failure screen (spec §2): 'Ocurrió un error de conexión' and 'Recargar la página'. */
export function ChunkErrorDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('common.chunkError');
  return (
    <Dialog open onClose={onClose} aria-labelledby="auth-chunk-error-title" slotProps={{ backdrop: { sx: { backdropFilter: 'blur(4px)' } } }}>
      <DialogTitle id="auth-chunk-error-title" component="h2">
        {t('title')}
      </DialogTitle>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type BoundaryProps = {
  children: ReactNode;
  onClose: () => void;
  /** Names the lazy part in the log line (spec §8: the failure is logged, then shown). */
  source?: string;
};

/** Catches a failed lazy chunk (React.lazy rejects) and shows the failure screen instead. */
export class ChunkErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[${this.props.source ?? 'AuthDialog'}] chunk failed to load`, error);
  }

  render() {
    if (this.state.failed) return <ChunkErrorDialog onClose={this.props.onClose} />;
    return this.props.children;
  }
}

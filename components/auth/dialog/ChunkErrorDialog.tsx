'use client';

import { Component, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';

/** The lazy-load failure screen (spec §2): 'Ocurrió un error de conexión' and 'Recargar la página'. */
export function ChunkErrorDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('common.chunkError');
  // The kit's small dialog: blurred backdrop, labelled title, Escape or the close button dismiss it.
  return (
    <Dialog
      open
      size="s"
      onClose={onClose}
      title={t('title')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      }
    />
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

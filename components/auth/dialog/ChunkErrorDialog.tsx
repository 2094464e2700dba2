'use client';

import { Component, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { classifyChunkError, type ChunkErrorType } from '@/lib/site-chrome/chunk-error';

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

type BoundaryState = { failed: boolean; type: ChunkErrorType | null };

/**
 * Catches a failed lazy chunk (React.lazy or next/dynamic rejects) and shows the failure
 * screen instead. The failure is classified (spec §8: missing, timeout or other; see
 * lib/site-chrome/chunk-error.ts, whose withChunkTimeout gives a load spec §9's 120 s) and
 * logged with its type; an error that is not a chunk failure is logged as such.
 */
export class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, type: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, type: classifyChunkError(error) };
  }

  componentDidCatch(error: unknown) {
    const type = classifyChunkError(error);
    console.error(`[${this.props.source ?? 'AuthDialog'}] ${type ? `chunk failed to load (${type})` : 'lazy part failed to render'}`, error);
  }

  render() {
    if (this.state.failed) return <ChunkErrorDialog onClose={this.props.onClose} />;
    return this.props.children;
  }
}

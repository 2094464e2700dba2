'use client';

import { Component, useEffect, useId, useRef, type ReactNode } from 'react';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { Icon } from '@/components/ui/Icon';
import menuStyles from '@/components/menu/Menu.module.css';
import { classifyChunkError, type ChunkErrorType } from '@/lib/domain/site-chrome/chunk-error';
import styles from './ChunkErrorDialog.module.css';

/**
 * The lazy-load failure screen (spec §2): 'Ocurrió un error de conexión' and 'Recargar la página'.
 * A native modal <dialog> (focus kept inside, Escape or the close button dismiss it, blurred
 * backdrop) rather than the kit's MUI dialog: every page's boundaries hold it, and it is shown
 * exactly when chunks fail to load, so it must need no chunk of its own (issue 14).
 */
export function ChunkErrorDialog({ onClose }: { onClose: () => void }) {
  const t = useShellTranslations('common.chunkError');
  const tu = useShellTranslations('common.ui');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault(); // React unmounts it: the browser must not close it on its own
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <button type="button" className={menuStyles.iconButton} aria-label={tu('close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.actions}>
        <button type="button" className={`${menuStyles.button} ${menuStyles.contained}`} onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </div>
    </dialog>
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
 * lib/domain/site-chrome/chunk-error.ts, whose withChunkTimeout gives a load spec §9's 120 s) and
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

'use client';

import { lazy, Suspense, useState, useTransition } from 'react';
import { withApolloChunk } from '@/components/providers/lazy-with-apollo';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import { Spinner } from '@/components/ui/Spinner';
import styles from './CoursePreviewButton.module.css';

// The dialog (MUI Dialog, the query and its texts) is fetched on the first press only (spec §2).
// The dialog reads CoursePreview over Apollo: both load with its chunk, on first use.
const LazyCoursePreviewDialog = lazy(withApolloChunk(() => import('./CoursePreviewDialog')));

export type CoursePreviewButtonProps = {
  courseId: number;
  /** Visible text, e.g. 'Vista previa'. */
  label: string;
  /** Accessible name naming the course, e.g. 'Vista previa de Fotografía digital…' (starts with `label`). */
  accessibleLabel: string;
};

/**
 * A card's 'Vista previa' button. It sits next to the card's link, never inside it, and above
 * the link's stretched click area. Opening happens in a transition: until the dialog's chunk
 * and texts have arrived the button shows that it is busy, then the dialog appears. The button
 * is plain markup (issue 14: it is on every course card); the dialog brings MUI with its chunk.
 */
export function CoursePreviewButton({ courseId, label, accessibleLabel }: CoursePreviewButtonProps) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className={buttonClassName({ variant: 'outlined', size: 'small', className: styles.button })}
        aria-label={accessibleLabel}
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
        onClick={() =>
          startTransition(() => {
            setMounted(true);
            setOpen(true);
          })
        }
      >
        <span className={buttonIconClassNames.start}>{pending ? <Spinner size={16} /> : <span className={styles.eye} />}</span>
        {label}
      </button>
      {/* Always mounted, so the transition keeps the page as it is while the chunk loads. */}
      <ChunkErrorBoundary onClose={close} source="CoursePreviewDialog">
        <Suspense fallback={null}>{mounted ? <LazyCoursePreviewDialog courseId={courseId} open={open} onClose={close} /> : null}</Suspense>
      </ChunkErrorBoundary>
    </>
  );
}

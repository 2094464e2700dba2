'use client';

import { lazy, Suspense, useState, useTransition } from 'react';
import { withApolloChunk } from '@/components/providers/lazy-with-apollo';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';

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
 * and texts have arrived the button shows that it is busy, then the dialog appears.
 */
export function CoursePreviewButton({ courseId, label, accessibleLabel }: CoursePreviewButtonProps) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const close = () => setOpen(false);

  return (
    <>
      <Button
        type="button"
        size="small"
        variant="outlined"
        aria-label={accessibleLabel}
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
        startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <VisibilityOutlinedIcon />}
        onClick={() =>
          startTransition(() => {
            setMounted(true);
            setOpen(true);
          })
        }
        // Above the title link's stretched ::after (z-index 1), which covers the whole card; at the
        // row's end even when a long price pushes it onto a line of its own.
        sx={{ position: 'relative', zIndex: 2, flexShrink: 0, ml: 'auto', fontWeight: 700 }}
      >
        {label}
      </Button>
      {/* Always mounted, so the transition keeps the page as it is while the chunk loads. */}
      <ChunkErrorBoundary onClose={close} source="CoursePreviewDialog">
        <Suspense fallback={null}>{mounted ? <LazyCoursePreviewDialog courseId={courseId} open={open} onClose={close} /> : null}</Suspense>
      </ChunkErrorBoundary>
    </>
  );
}

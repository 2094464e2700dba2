'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BookmarkBorderRoundedIcon from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRoundedIcon from '@mui/icons-material/BookmarkRounded';
import { useSavedCourse } from '@/lib/client/saved-courses/use-saved-course';
import type { SaveCourseButtonProps } from './SaveCourseButton';

/**
 * The premium member's bookmark toggle (spec §4 "Saved courses"): useSavedCourse over Apollo.
 * SaveCourseButton loads it (with Apollo) only for a user who may save courses.
 */
export default function SaveToggle({ courseId, courseTitle, variant, initialSaved }: Required<Pick<SaveCourseButtonProps, 'courseId' | 'courseTitle' | 'variant'>> & Pick<SaveCourseButtonProps, 'initialSaved'>) {
  const t = useTranslations('savedCourses.button');
  const { saved, ready, loading, toggle } = useSavedCourse(courseId, { initialSaved });
  const onClick = () => {
    if (loading) return; // one call at a time; the button stays focusable while busy
    // A failure has already been shown in the snackbar (spec §4); nothing more to do here.
    toggle().catch(() => {});
  };
  // Shown once its state is known, so it never flips from 'not saved' to 'saved' under the pointer.
  if (!ready) return null;
  const icon = loading ? <CircularProgress size={20} color="inherit" aria-hidden /> : saved ? <BookmarkRoundedIcon /> : <BookmarkBorderRoundedIcon />;
  // The name stays the same; aria-pressed says whether the course is saved.
  const common = {
    'aria-label': t('label', { title: courseTitle }),
    'aria-pressed': saved,
    'aria-busy': loading || undefined,
    onClick,
  } as const;

  if (variant === 'button') {
    return (
      <Button
        type="button"
        size="small"
        variant={saved ? 'contained' : 'outlined'}
        startIcon={icon}
        {...common}
        sx={{ fontWeight: 700, flexShrink: 0, position: 'relative', zIndex: 2 }}
      >
        {t('save')}
      </Button>
    );
  }
  return (
    <Tooltip title={saved ? t('tooltipUnsave') : t('tooltipSave')} describeChild>
      <IconButton
        type="button"
        size="medium"
        {...common}
        sx={{
          // Above a card's stretched title link (z-index 1), which covers the whole card.
          position: 'relative',
          zIndex: 2,
          bgcolor: 'background.paper',
          color: saved ? 'primary.main' : 'text.primary',
          boxShadow: 2,
          '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

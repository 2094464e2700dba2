'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import BookmarkBorderRoundedIcon from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRoundedIcon from '@mui/icons-material/BookmarkRounded';
import { NavLink } from '@/components/catalogue/links';
import { roleFlags } from '@/lib/roles';
import { useSavedCourse } from '@/lib/saved-courses/use-saved-course';
import { useCurrentUser } from '@/lib/stores/current-user-store';
import { SavedCourseSnackbarHost } from './SavedCourseSnackbarHost';
import { SavedCoursesMessages } from './SavedCoursesMessages';

/** The premium landing (spec §2 /premium/). */
const PREMIUM_PATH = '/premium/';

/** A caller's `sx` as entries to append to a component's own (MUI's array form). */
function sxList(sx: SxProps<Theme> | undefined) {
  if (!sx) return [];
  return Array.isArray(sx) ? sx : [sx as Exclude<SxProps<Theme>, readonly unknown[]>];
}

export type SaveCourseButtonProps = {
  /** The course's original id. */
  courseId: number;
  /** Its title in the page's language: the button's accessible name names the course. */
  courseTitle: string;
  /** `icon`: a round bookmark for a card's cover; `button`: a bookmark with 'Guardar' (course page, saved list). */
  variant?: 'icon' | 'button';
  /** The state the server rendered (the saved list: true). */
  initialSaved?: boolean;
  /**
   * The server has already checked that the viewer may save courses (the saved list), so the
   * button need not wait for the client's `me`.
   */
  premium?: boolean;
  /** For visitors and PAYG learners, a discreet link to the premium landing instead of nothing (course page). */
  upsell?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * The save toggle of a course (spec §4 "Saved courses", §6 "Saving courses: premium users
 * only"). Premium members get a bookmark toggle (aria-pressed) whose result shows in the
 * saved-course snackbar; anyone else gets nothing, or with `upsell` a link to /premium/ for
 * visitors and PAYG learners. Its texts load with it (SavedCoursesMessages).
 */
export function SaveCourseButton({ courseId, courseTitle, variant = 'icon', initialSaved, premium = false, upsell = false, sx }: SaveCourseButtonProps) {
  const user = useCurrentUser();
  const flags = roleFlags(user.user, { loading: user.status === 'loading', error: user.status === 'error' });
  if (premium || (user.status === 'authenticated' && flags.canSaveCourses)) {
    return (
      <SavedCoursesMessages>
        <SaveToggle courseId={courseId} courseTitle={courseTitle} variant={variant} initialSaved={initialSaved} sx={sx} />
        <SavedCourseSnackbarHost />
      </SavedCoursesMessages>
    );
  }
  if (upsell && (flags.anonymous || flags.payg)) {
    return (
      <SavedCoursesMessages>
        <PremiumHint sx={sx} />
      </SavedCoursesMessages>
    );
  }
  return null;
}

function SaveToggle({ courseId, courseTitle, variant, initialSaved, sx }: Required<Pick<SaveCourseButtonProps, 'courseId' | 'courseTitle' | 'variant'>> & Pick<SaveCourseButtonProps, 'initialSaved' | 'sx'>) {
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
        sx={[{ fontWeight: 700, flexShrink: 0, position: 'relative', zIndex: 2 }, ...sxList(sx)]}
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
        sx={[
          {
            // Above a card's stretched title link (z-index 1), which covers the whole card.
            position: 'relative',
            zIndex: 2,
            bgcolor: 'background.paper',
            color: saved ? 'primary.main' : 'text.primary',
            boxShadow: 2,
            '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
          },
          ...sxList(sx),
        ]}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

function PremiumHint({ sx }: { sx?: SxProps<Theme> }) {
  const t = useTranslations('savedCourses');
  return (
    <NavLink
      href={PREMIUM_PATH}
      color="text.secondary"
      underline="hover"
      sx={[{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'body2', fontWeight: 600 }, ...sxList(sx)]}
    >
      <BookmarkBorderRoundedIcon fontSize="small" aria-hidden />
      {t('upsell')}
    </NavLink>
  );
}

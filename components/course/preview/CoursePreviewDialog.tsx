'use client';

import { useId } from 'react';
import NextLink from 'next/link';
import { useQuery } from '@apollo/client/react';
import { useLocale, useTranslations } from 'next-intl';
import { NamespaceMessages } from '@/components/providers/NamespaceMessages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { CoursePreviewDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';
import { loadCourseMessages } from './course-messages';
import { CoursePreviewDetails } from './CoursePreviewDetails';

export type CoursePreviewDialogProps = {
  /** The course's original id (the `course(id)` query accepts it as well as a global id). */
  courseId: number;
  open: boolean;
  onClose: () => void;
};

/**
 * The course preview modal (spec §2), loaded lazily by CoursePreviewButton. It brings its own
 * `course` texts (see course-messages.ts) and asks for the course with CoursePreview on the
 * default client when it opens. Escape and the backdrop close it (MUI), and MUI's focus trap
 * gives the focus back to the button that opened it.
 */
export default function CoursePreviewDialog(props: CoursePreviewDialogProps) {
  // Suspends (inside the button's Suspense) until this language's texts have arrived.
  return (
    <NamespaceMessages namespace="course" load={loadCourseMessages}>
      <PreviewDialog {...props} />
    </NamespaceMessages>
  );
}

function PreviewDialog({ courseId, open, onClose }: CoursePreviewDialogProps) {
  const t = useTranslations('course.preview');
  const locale = useLocale();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { data, loading, error, refetch } = useQuery(CoursePreviewDocument, {
    variables: { id: String(courseId) },
    // The page's language, whatever the NEXT_LOCALE cookie says (titles and URL are localised).
    context: { ...clientContext('default'), headers: { 'x-locale': locale } },
    fetchPolicy: 'cache-first',
  });
  const course = data?.course ?? null;

  let body;
  if (course) {
    body = <CoursePreviewDetails course={course} />;
  } else if (loading) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
        <CircularProgress size={28} aria-hidden />
        <span>{t('loading')}</span>
      </Box>
    );
  } else if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch().catch(() => {})}>
            {t('retry')}
          </Button>
        }
      >
        {t('error')}
      </Alert>
    );
  } else {
    body = <Alert severity="info">{t('notFound')}</Alert>;
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen} scroll="paper">
      <DialogTitle id={titleId} component="h2" sx={{ pr: 7, fontWeight: 800, lineHeight: 1.3 }}>
        {course?.title ?? t('dialogTitle')}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers>{body}</DialogContent>
      {course ? (
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button component={NextLink} href={course.url} variant="contained" size="large" onClick={onClose}>
            {t('goToCourse')}
          </Button>
        </DialogActions>
      ) : null}
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';
import { MAIN_CONTENT_ID } from './main-content';

/** First focusable element of every page: jumps past the menu to <main>. Visible on focus. */
export function SkipLink() {
  const t = useTranslations('common');
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '@/components/menu/ButtonLink';

/**
 * Translated 404 inside the locale layout (menu and footer stay), for notFound() calls from
 * pages under [locale]. Unknown URLs need a catch-all page that calls notFound() to land here.
 */
export default function LocaleNotFound() {
  const t = useTranslations('common.notFound');
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }} aria-hidden>
        404
      </Typography>
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('description')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <ButtonLink href="/" variant="contained" color="primary">
          {t('home')}
        </ButtonLink>
        <ButtonLink href="/cursos-online/?all=true" variant="outlined" color="primary">
          {t('catalogue')}
        </ButtonLink>
      </Stack>
    </Box>
  );
}

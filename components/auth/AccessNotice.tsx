import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import LockOutlined from '@mui/icons-material/LockOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/menu/ButtonLink';
import { localizedPath } from '@/lib/paths/localized-path';

type NoticeShellProps = { icon: React.ReactNode; title: string; body: string; children: React.ReactNode };

function NoticeShell({ icon, title, body, children }: NoticeShellProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <Box aria-hidden sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {body}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box>
      </Paper>
    </Container>
  );
}

/**
 * What a private page shows a signed-out visitor (status 200): a translated sign-in prompt
 * whose login link returns here (`/entrar/?next=<this page's localized path>`).
 */
export async function SignInPrompt({ locale, path }: { locale: string; path: string }) {
  const t = await getTranslations({ locale, namespace: 'auth.gate' });
  const next = encodeURIComponent(localizedPath(path, locale));
  return (
    <NoticeShell icon={<LockOutlined />} title={t('signInTitle')} body={t('signInBody')}>
      <ButtonLink href={`/entrar/?next=${next}`} variant="contained" color="primary">
        {t('signInCta')}
      </ButtonLink>
      <ButtonLink href={`/registro/?next=${next}`} variant="outlined" color="primary">
        {t('registerCta')}
      </ButtonLink>
    </NoticeShell>
  );
}

/** What a signed-in user without the right role sees on a private page. */
export async function NoAccess({ locale, reason, action }: { locale: string; reason?: string; action?: { href: string; label: string } }) {
  const t = await getTranslations({ locale, namespace: 'auth.gate' });
  return (
    <NoticeShell icon={<BlockOutlined />} title={t('noAccessTitle')} body={reason ?? t('noAccessBody')}>
      {action ? (
        <ButtonLink href={action.href} variant="contained" color="primary">
          {action.label}
        </ButtonLink>
      ) : null}
      <ButtonLink href="/home/" variant={action ? 'outlined' : 'contained'} color="primary">
        {t('goHome')}
      </ButtonLink>
    </NoticeShell>
  );
}

import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { AUTH_PAGE_SOURCE } from '@/lib/domain/auth/auth-pages';
import { authPagesAreFullPages } from '@/lib/server/loaders/auth-pages-flag';
import { AuthPageDialog } from '@/components/auth/dialog/AuthPageDialog';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageMessages } from '@/components/providers/PageMessages';

const PATH = '/onboarding/';
const BENEFITS = ['learn', 'progress', 'certificates'] as const;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.onboarding' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

/**
 * Onboarding (spec §2 /onboarding/): a short welcome beside the registration form while the
 * all-access marathon flag is on; otherwise the welcome alone, with the register dialog
 * opening over it.
 */
export default async function OnboardingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'auth.onboarding' });
  const tAuth = await getTranslations({ locale, namespace: 'auth' });
  const fullPage = await authPagesAreFullPages();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, sm: 8 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 520px)' }, alignItems: 'center' }}>
        <Box component="section" aria-labelledby="onboarding-title">
          <Typography id="onboarding-title" component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.75rem' }, lineHeight: 1.15 }}>
            {t('title', { product: PRODUCT_NAME })}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 2, fontSize: { sm: '1.125rem' } }}>{t('intro')}</Typography>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1.5 }}>
            {t('benefitsTitle')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {BENEFITS.map((key) => (
              <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <CheckCircleOutlined aria-hidden sx={{ color: 'success.main', mt: '2px' }} />
                <Typography>{t(`benefits.${key}`)}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Paper component="section" aria-labelledby="onboarding-form-title" variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Typography id="onboarding-form-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 3 }}>
            {t('formTitle')}
          </Typography>
          {fullPage ? (
            <PageMessages namespaces={['auth']}><RegisterForm idPrefix="onboarding" /></PageMessages>
          ) : (
            <AuthPageDialog view="register" sourceComponent={AUTH_PAGE_SOURCE.onboarding} openLabel={tAuth('pageBehind.register.open')} />
          )}
        </Paper>
      </Box>
    </Container>
  );
}

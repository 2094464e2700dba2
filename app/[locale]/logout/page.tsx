import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LogoutPanel } from '@/components/auth/LogoutPanel';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageMessages } from '@/components/providers/PageMessages';

const PATH = '/logout/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.logout' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription', { product: PRODUCT_NAME }),
    alternates: pageAlternates(PATH, locale),
    robots: { index: false, follow: true },
  };
}

/**
 * Logout page (spec §2 /logout/): a public shell (no cookies read on the server); the client
 * island posts the Logout mutation and then shows 'Cerraste sesión'.
 */
export default async function LogoutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <PageMessages namespaces={['auth']}><LogoutPanel /></PageMessages>
      </Paper>
    </Container>
  );
}

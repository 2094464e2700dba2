import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { AUTH_PAGE_SOURCE } from '@/lib/domain/auth/auth-pages';
import { authPagesAreFullPages } from '@/lib/server/loaders/auth-pages-flag';
import { AuthPageDialog } from '@/components/auth/dialog/AuthPageDialog';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageMessages } from '@/components/providers/PageMessages';

const PATH = '/registro/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.register' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

/**
 * Registration (spec §2 /registro/): the full form while the all-access marathon flag is on,
 * otherwise a short welcome over which the register dialog opens.
 */
export default async function RegisterPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'auth' });
  if (await authPagesAreFullPages()) {
    return (
      <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
        <PageMessages namespaces={['auth']}><RegisterForm /></PageMessages>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('pageBehind.register.title', { product: PRODUCT_NAME })} subtitle={t('pageBehind.register.body')}>
      <AuthPageDialog view="register" sourceComponent={AUTH_PAGE_SOURCE.register} openLabel={t('pageBehind.register.open')} />
    </AuthCard>
  );
}

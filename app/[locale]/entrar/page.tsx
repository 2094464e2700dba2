import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import { LoginForm } from '@/components/auth/LoginForm';
import { AUTH_PAGE_SOURCE } from '@/lib/domain/auth/auth-pages';
import { authPagesAreFullPages } from '@/lib/server/loaders/auth-pages-flag';
import { AuthPageDialog } from '@/components/auth/dialog/AuthPageDialog';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageMessages } from '@/components/providers/PageMessages';

const PATH = '/entrar/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.login' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

/**
 * Login (spec §2 /entrar/). With the all-access marathon flag on it is a full page with the
 * form; otherwise a short welcome over which the login dialog opens (spec §2: login opens as a
 * modal dialog). Either way the page reads no cookies, headers or search parameters on the
 * server: the form and the dialog read `next` in the browser.
 */
export default async function LoginPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'auth' });
  if (await authPagesAreFullPages()) {
    return (
      <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
        <PageMessages namespaces={['auth']}><LoginForm /></PageMessages>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('pageBehind.login.title', { product: PRODUCT_NAME })} subtitle={t('pageBehind.login.body')}>
      <AuthPageDialog view="login" sourceComponent={AUTH_PAGE_SOURCE.login} openLabel={t('pageBehind.login.open')} />
    </AuthCard>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import { LoginForm } from '@/components/auth/LoginForm';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';

const PATH = '/entrar/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.login' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

/**
 * Login page (spec §2 /entrar/). A static shell: the form reads `next` in the browser when it
 * submits, so the page reads no cookies, headers or search parameters on the server.
 */
export default async function LoginPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'auth.login' });
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <LoginForm />
    </AuthCard>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';

const PATH = '/registro/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.register' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

/** Registration page (spec §2 /registro/): a static shell around the client form. */
export default async function RegisterPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'auth.register' });
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <RegisterForm />
    </AuthCard>
  );
}

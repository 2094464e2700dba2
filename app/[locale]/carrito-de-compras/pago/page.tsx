import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader } from '@/components/catalogue/Section';
import { CheckoutView } from '@/components/cart/CheckoutView';
import { PageMessages } from '@/components/providers/PageMessages';

// A private page (payment): a fresh CSP nonce per view (lib/server/security/page-rendering.ts).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'cart.checkout' });
  return {
    title: t('metadata.title'),
    description: t('metadata.description', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/carrito-de-compras/pago/', locale),
    robots: { index: false, follow: false },
  };
}

/**
 * Checkout (issue 5 item 6). The same shell for everyone (no cookies read here): the client
 * view knows the user, reads the cart and pays it on the paymentsv2 endpoint.
 */
export default async function CheckoutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('cart.checkout');
  return (
    <PageContainer>
      <PageHeader title={t('title')} />
      <PageMessages namespaces={['cart']}><CheckoutView /></PageMessages>
    </PageContainer>
  );
}

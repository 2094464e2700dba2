import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { first, type SearchParams } from '@/lib/domain/catalogue/catalogue-params';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader } from '@/components/catalogue/Section';
import { ConfirmationView } from '@/components/cart/ConfirmationView';
import { PageMessages } from '@/components/providers/PageMessages';

// Reads ?order=: rendered per request (the order itself is read on the client, for its owner only).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'cart.confirmation' });
  return {
    title: t('metadata.title'),
    description: t('metadata.description', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/carrito-de-compras/confirmacion/', locale),
    robots: { index: false, follow: false },
  };
}

/** An order number from the URL: letters, digits and dashes, else null. */
function parseOrderNumber(value: string | string[] | undefined): string | null {
  const v = first(value)?.trim();
  return v && /^[A-Za-z0-9-]{1,64}$/.test(v) ? v : null;
}

/** Order confirmation (issue 5 item 6): what was bought, with links to it and to the learner area. */
export default async function ConfirmationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const orderNumber = parseOrderNumber((await searchParams).order);
  const t = await getTranslations('cart.confirmation');
  return (
    <PageContainer>
      <PageHeader title={t('heading')} />
      <PageMessages namespaces={['cart']}><ConfirmationView orderNumber={orderNumber} /></PageMessages>
    </PageContainer>
  );
}

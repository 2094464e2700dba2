import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listCourseItems } from '@/lib/server/services/catalogue';
import { listBundles } from '@/lib/server/services/bundles';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import { first, type SearchParams } from '@/lib/domain/catalogue/catalogue-params';
import { CourseGrid } from '@/components/course/CourseGrid';
import { BundleGrid } from '@/components/commerce/BundleCard';
import { CartView, type CartArrival } from '@/components/cart/CartView';
import { PageMessages } from '@/components/providers/PageMessages';
import { WithIntl } from '@/components/i18n/WithIntl';

// The cart is private to each visitor: never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** A positive database id from the URL, else null. */
function parseId(value: string | string[] | undefined): number | null {
  const v = first(value);
  if (!v || !/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'cart' });
  return {
    title: t('metadata.title'),
    description: t('metadata.description', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/carrito-de-compras/', locale),
    robots: { index: false, follow: false },
  };
}

/**
 * Shopping cart page (spec §2 /carrito-de-compras/). The cart itself is client-side (CartView
 * over the cart store, read with MyCart); the server renders the empty state it shows when there
 * are no lines, and the suggestions. `?course=ID` / `?bundle=ID` add that item on arrival.
 * Server markup and one island without MUI or Apollo (issue 14): the checkout and confirmation
 * pages below it have their own layouts with both.
 */
export default async function CartPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const courseId = parseId(sp.course);
  const bundleId = courseId ? null : parseId(sp.bundle);
  const arrival: CartArrival | null = courseId ? { type: 'COURSE', id: courseId } : bundleId ? { type: 'BUNDLE', id: bundleId } : null;
  const t = await getTranslations('cart');
  const db = await getDb();
  const [popular, bundles] = await Promise.all([listCourseItems(db, { offset: 0, limit: 5, sort: 'popular' }), listBundles(db, { limit: 3 })]);
  const suggestions = popular.filter((c) => c.id !== courseId).slice(0, 4);

  return (
    <PageContainer>
      <PageHeader title={t('title')} />
      {/* next-intl with spec §9's fallback (WithIntl), and the cart's own texts (PageMessages). */}
      <WithIntl>
        <PageMessages namespaces={['cart']}>
          <CartView
            arrival={arrival}
            emptyState={
              <EmptyState icon={<Icon name="shoppingCartOutlined" />} title={t('empty.title')} description={t('empty.body')} headingLevel="h3">
                <LinkButton href="/cursos-online/?all=true">{t('empty.cta')}</LinkButton>
                <LinkButton href="/certificaciones/" variant="outlined">
                  {t('empty.bundles')}
                </LinkButton>
              </EmptyState>
            }
          />
        </PageMessages>
      </WithIntl>

      {suggestions.length > 0 ? (
        <Section id="suggestions" title={t('suggestionsTitle')} action={{ href: '/cursos-online/?all=true&sort=popular', label: t('seeMore') }}>
          {/* On a phone the first suggestion is in view under an empty cart, and its cover was the
              page's largest paint, late, when it waited for hydration's viewport watch (issue 14). */}
          <CourseGrid courses={suggestions} priorityCount={1} />
        </Section>
      ) : null}

      {bundles.length > 0 ? (
        <Section id="bundle-suggestions" title={t('bundlesTitle')} action={{ href: '/certificaciones/', label: t('seeBundles') }}>
          <BundleGrid bundles={bundles} />
        </Section>
      ) : null}
    </PageContainer>
  );
}

import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listCourses } from '@/lib/server/services/catalogue';
import { getPublicCoursesByIds } from '@/lib/server/services/catalogue-facets';
import { listBundles } from '@/lib/server/services/bundles';
import { localizedPath } from '@/lib/paths/localized-path';
import { pageAlternates } from '@/lib/seo/alternates';
import { PRODUCT_NAME } from '@/lib/config/product';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { first, type SearchParams } from '@/lib/catalogue/catalogue-params';
import { CourseGrid } from '@/components/course/CourseGrid';
import { CourseCard } from '@/components/course/CourseCard';
import { BundleGrid } from '@/components/commerce/BundleCard';

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
 * Shopping cart page (spec §2 /carrito-de-compras/). The cart lines hydrate on the client from
 * MyCart; the server renders the empty state, the course picked with ?course=ID and suggestions.
 */
export default async function CartPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const courseId = parseId(sp.course);
  const t = await getTranslations('cart');
  const db = await getDb();
  const [picked, popular, bundles] = await Promise.all([
    courseId ? getPublicCoursesByIds(db, [courseId]) : Promise.resolve([]),
    listCourses(db, { offset: 0, limit: 4, sort: 'popular' }),
    listBundles(db, { limit: 3 }),
  ]);
  const suggestions = popular.items.filter((c) => c.id !== courseId);
  const returnTo = courseId ? `/carrito-de-compras/?course=${courseId}` : '/carrito-de-compras/';
  const loginHref = `/entrar/?next=${encodeURIComponent(localizedPath(returnTo, locale))}`;

  return (
    <PageContainer>
      <PageHeader title={t('title')} />
      <Box component="section" aria-labelledby="cart-items-title" sx={{ py: 2 }}>
        <Typography id="cart-items-title" component="h2" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('itemsTitle')}
        </Typography>
        <EmptyState icon={<ShoppingCartOutlinedIcon />} title={t('empty.title')} description={t('empty.body')} headingLevel="h3">
          <LinkButton href="/cursos-online/?all=true">{t('empty.cta')}</LinkButton>
          <LinkButton href="/certificaciones/" variant="outlined">{t('empty.bundles')}</LinkButton>
        </EmptyState>
      </Box>

      {picked.length > 0 ? (
        <Section id="picked" title={t('picked.title')} subtitle={t('picked.body')}>
          <Box sx={{ maxWidth: 360 }}>
            <CourseCard course={picked[0]} />
          </Box>
          <LinkButton href={loginHref} sx={{ mt: 2 }}>{t('picked.login')}</LinkButton>
        </Section>
      ) : null}

      {suggestions.length > 0 ? (
        <Section id="suggestions" title={t('suggestionsTitle')} action={{ href: '/cursos-online/?all=true&sort=popular', label: t('seeMore') }}>
          <CourseGrid courses={suggestions.slice(0, 4)} />
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

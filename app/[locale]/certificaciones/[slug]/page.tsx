import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { bundlePriceIn, getBundleBySlug } from '@/lib/server/services/bundles';
import { localized } from '@/lib/i18n/localized';
import { bundlePath } from '@/lib/paths/course-paths';
import { formatMoney, centsToAmount } from '@/lib/catalogue/money';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { BuyNowButton } from '@/components/cart/BuyNowButton';
import { parseSlug } from '@/lib/catalogue/catalogue-params';
import { absoluteUrl } from '@/components/catalogue/site-url';
import { CourseGrid } from '@/components/course/CourseGrid';
import { CourseDuration } from '@/components/course/CourseDuration';
import { PriceTag } from '@/components/course/PriceTag';
import { CARD_CURRENCY } from '@/components/course/CourseCard';
import { StatList } from '@/components/commerce/StatList';
import { LazyImage } from '@/components/ui/LazyImage';
import { imageUrl } from '@/lib/media/image-url';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '@/lib/media/social';
import { pageSocialMetadata, socialImageEntry } from '@/lib/seo/open-graph';

type Props = { params: Promise<{ locale: string; slug: string }> };

async function loadBundle(slug: string) {
  if (parseSlug(slug) !== slug) return null;
  return getBundleBySlug(await getDb(), slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const found = await loadBundle(slug);
  if (!found) return {};
  const t = await getTranslations({ locale, namespace: 'course.bundles' });
  const title = localized(found.bundle.title, locale);
  const description = localized(found.bundle.description, locale) || t('metadataDescription', { product: PRODUCT_NAME });
  const path = bundlePath(found.bundle.slug);
  return {
    // The bundle's title already names the certification ('Certificación en …').
    title,
    description,
    alternates: pageAlternates(path, locale),
    ...pageSocialMetadata(locale, {
      title,
      description,
      url: absoluteUrl(path, locale),
      image: socialImageEntry(imageUrl(found.bundle.coverImageUrl, { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, format: 'png', dpr: 1 }), title),
    }),
  };
}

/** One certification: its courses, total length, price against buying the courses separately. */
export default async function BundlePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const found = await loadBundle(slug);
  if (!found) notFound();
  const { bundle, courses } = found;
  const t = await getTranslations('course.bundles');
  const tc = await getTranslations('catalogue');
  const format = await getFormatter();
  const title = localized(bundle.title, locale);
  const description = localized(bundle.description, locale);
  const price = bundlePriceIn(bundle, CARD_CURRENCY);
  const savings = price ? price.totalPriceCents - price.priceCents : 0;
  const professors = new Set(courses.map((c) => c.professor.fullName));
  const url = absoluteUrl(bundlePath(bundle.slug), locale);

  return (
    <PageContainer>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: title,
          description: description || title,
          image: new URL(bundle.coverImageUrl, url).toString(),
          url,
          brand: { '@type': 'Organization', name: PRODUCT_NAME },
          offers: bundle.prices.map((p) => ({
            '@type': 'Offer',
            price: centsToAmount(p.priceCents).toFixed(2),
            priceCurrency: p.currency,
            availability: 'https://schema.org/InStock',
            url,
          })),
        }}
      />
      <Breadcrumbs items={[{ label: tc('crumbs.home'), href: '/' }, { label: t('crumb'), href: '/certificaciones/' }, { label: title }]} />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start', mt: 2 }}>
        <Box component="header" sx={{ minWidth: 0 }}>
          <Typography variant="overline" sx={{ color: 'secondary.main', fontWeight: 700 }}>
            {t('kind')}
          </Typography>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {title}
          </Typography>
          {description ? <Typography sx={{ color: 'text.secondary', mt: 1.5, fontSize: { sm: '1.125rem' } }}>{description}</Typography> : null}
          <Box sx={{ mt: 3 }}>
            <StatList
              items={[
                { value: format.number(courses.length), label: t('stats.courses') },
                { value: format.number(professors.size), label: t('stats.professors') },
                { value: format.number(bundle.enrollmentsCount), label: t('stats.learners') },
              ]}
            />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('totalLength')} <CourseDuration seconds={bundle.durationSeconds} />
          </Typography>
        </Box>
        <Card component="aside" variant="outlined" aria-labelledby="bundle-price-title">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
            <Typography id="bundle-price-title" component="h2" variant="overline" sx={{ color: 'text.secondary' }}>
              {t('priceTitle')}
            </Typography>
            {price ? (
              <>
                <PriceTag priceCents={price.priceCents} realPriceCents={price.totalPriceCents} currency={price.currency} discountPercent={bundle.discountPercent} size="large" />
                {savings > 0 ? (
                  <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 700 }}>
                    {t('savings', { amount: formatMoney(savings, price.currency, locale), count: courses.length })}
                  </Typography>
                ) : null}
              </>
            ) : null}
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <BuyNowButton type="BUNDLE" id={bundle.id} label={t('buy')} fullWidth />
              <AddToCartButton type="BUNDLE" id={bundle.id} fullWidth />
            </Box>
            <LazyImage src={bundle.coverImageUrl} alt={t('coverAlt', { title })} width={400} height={225} priority sx={{ borderRadius: 1 }} />
          </CardContent>
        </Card>
      </Box>
      <Section id="bundle-courses" title={t('coursesTitle', { count: courses.length })}>
        <CourseGrid courses={courses} />
      </Section>
    </PageContainer>
  );
}

import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { bundlePriceIn, getBundleBySlug } from '@/lib/server/services/bundles';
import { localized } from '@/lib/domain/i18n/localized';
import { bundlePath } from '@/lib/domain/paths/course-paths';
import { formatMoney, centsToAmount } from '@/lib/domain/catalogue/money';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { BuyNowButton } from '@/components/cart/BuyNowButton';
import { parseSlug } from '@/lib/domain/catalogue/catalogue-params';
import { absoluteUrl } from '@/lib/domain/seo/site-url';
import { CourseGrid } from '@/components/course/CourseGrid';
import { pageNameFromPath } from '@/lib/domain/analytics/page-name';
import { CourseDuration } from '@/components/course/CourseDuration';
import { PriceTag } from '@/components/course/PriceTag';
import { CARD_CURRENCY } from '@/components/course/CourseCard';
import { StatList } from '@/components/commerce/StatList';
import { LazyImage } from '@/components/ui/LazyImage';
import { imageUrl } from '@/lib/domain/media/image-url';
import styles from './page.module.css';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '@/lib/domain/media/social';
import { pageSocialMetadata, socialImageEntry } from '@/lib/domain/seo/open-graph';

/** None at build time (the database stays closed then): each page is cached on its first visit (ISR). */
export function generateStaticParams(): never[] {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

// One read per request: generateMetadata and the page both need the bundle.
const loadBundle = cache(async (slug: string) => {
  if (parseSlug(slug) !== slug) return null;
  return getBundleBySlug(await getDb(), slug);
});

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
      <div className={styles.layout}>
        <header className={styles.header}>
          <span className={styles.kind}>{t('kind')}</span>
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
          <div className={styles.stats}>
            <StatList
              items={[
                { value: format.number(courses.length), label: t('stats.courses') },
                { value: format.number(professors.size), label: t('stats.professors') },
                { value: format.number(bundle.enrollmentsCount), label: t('stats.learners') },
              ]}
            />
          </div>
          <p className={styles.length}>
            {t('totalLength')} <CourseDuration seconds={bundle.durationSeconds} />
          </p>
        </header>
        <aside aria-labelledby="bundle-price-title" className={styles.box}>
          <div className={styles.boxContent}>
            <h2 id="bundle-price-title" className={styles.boxTitle}>
              {t('priceTitle')}
            </h2>
            {price ? (
              <>
                <PriceTag priceCents={price.priceCents} realPriceCents={price.totalPriceCents} currency={price.currency} discountPercent={bundle.discountPercent} size="large" />
                {savings > 0 ? (
                  <p className={styles.savings}>{t('savings', { amount: formatMoney(savings, price.currency, locale), count: courses.length })}</p>
                ) : null}
              </>
            ) : null}
            <div className={styles.actions}>
              <BuyNowButton type="BUNDLE" id={bundle.id} label={t('buy')} fullWidth />
              <AddToCartButton type="BUNDLE" id={bundle.id} fullWidth />
            </div>
            <LazyImage src={bundle.coverImageUrl} alt={t('coverAlt', { title })} width={400} height={225} priority style={{ borderRadius: 8 }} />
          </div>
        </aside>
      </div>
      <Section id="bundle-courses" title={t('coursesTitle', { count: courses.length })}>
        <CourseGrid courses={courses} tracking={{ sourcePage: pageNameFromPath(bundlePath(bundle.slug)), sourceDetail: 'bundle-courses' }} />
      </Section>
    </PageContainer>
  );
}

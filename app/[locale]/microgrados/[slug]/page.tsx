import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { getMicrodegreeBySlug, microdegreePriceIn } from '@/lib/server/services/microdegrees';
import { localized } from '@/lib/domain/i18n/localized';
import { coursePath, MICRODEGREES_PATH, microdegreePath } from '@/lib/domain/paths/course-paths';
import { parseSlug } from '@/lib/domain/catalogue/catalogue-params';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { absoluteUrl } from '@/lib/domain/seo/site-url';
import { DEFAULT_SOCIAL_IMAGE, pageSocialMetadata, socialImageEntry } from '@/lib/domain/seo/open-graph';
import { breadcrumbListJsonLd, educationalProgramJsonLd, type BreadcrumbItem } from '@/lib/domain/seo/structured-data';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { CourseGrid } from '@/components/course/CourseGrid';
import { CourseDuration } from '@/components/course/CourseDuration';
import { PriceTag } from '@/components/course/PriceTag';
import { CARD_CURRENCY } from '@/components/course/card-currency';
import { StatList } from '@/components/commerce/StatList';
import styles from './page.module.css';

/** None at build time (the database stays closed then): each page is cached on its first visit (ISR). */
export function generateStaticParams(): never[] {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

// One read per request: generateMetadata and the page both need the programme.
const loadMicrodegree = cache(async (slug: string) => {
  if (parseSlug(slug) !== slug) return null;
  return getMicrodegreeBySlug(await getDb(), slug);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const found = await loadMicrodegree(slug);
  if (!found) return {};
  const t = await getTranslations({ locale, namespace: 'microdegrees' });
  // The title already names the programme ('Microgrado en …').
  const title = localized(found.microdegree.title, locale);
  const description = localized(found.microdegree.description, locale) || t('metadataDescription', { product: PRODUCT_NAME });
  const path = microdegreePath(found.microdegree.slug);
  return {
    title,
    description,
    alternates: pageAlternates(path, locale),
    ...pageSocialMetadata(locale, { title, description, url: absoluteUrl(path, locale), image: socialImageEntry(DEFAULT_SOCIAL_IMAGE, title) }),
  };
}

/**
 * One micro-degree programme for visitors (issue 18 item 4; spec §2 "Microdegrees: programmes
 * with universities, each with a duration in months and a partner"): partner, duration, price and
 * its courses as the catalogue's cards. Cached (ISR) like the certification pages.
 */
export default async function MicrodegreePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const found = await loadMicrodegree(slug);
  if (!found) notFound();
  const { microdegree, courses } = found;
  const [t, tc, format] = await Promise.all([getTranslations('microdegrees'), getTranslations('catalogue'), getFormatter()]);
  const title = localized(microdegree.title, locale);
  const description = localized(microdegree.description, locale);
  const price = microdegreePriceIn(microdegree, CARD_CURRENCY);
  const path = microdegreePath(microdegree.slug);
  const crumbs: BreadcrumbItem[] = [
    { name: tc('crumbs.home'), path: '/' },
    { name: t('crumb'), path: MICRODEGREES_PATH },
    { name: title, path },
  ];

  return (
    <PageContainer>
      <JsonLd
        data={educationalProgramJsonLd(
          {
            name: title,
            description: description || title,
            path,
            partner: microdegree.partner,
            durationMonths: microdegree.durationMonths,
            prices: microdegree.prices,
            courses: courses.map((c) => {
              const name = localized(c.title, locale);
              return { name, description: localized(c.summary, locale) || name, path: coursePath(c.category.slug, c.slug) };
            }),
            productName: PRODUCT_NAME,
          },
          locale,
        )}
      />
      <JsonLd data={breadcrumbListJsonLd(crumbs, locale)} />
      <Breadcrumbs items={crumbs.map((c, i) => (i < crumbs.length - 1 ? { label: c.name, href: c.path } : { label: c.name }))} />
      <div className={styles.layout}>
        <header className={styles.header}>
          <span className={styles.kind}>{t('kind')}</span>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.partner}>{t('partner', { partner: microdegree.partner })}</p>
          {description ? <p className={styles.description}>{description}</p> : null}
          <div className={styles.stats}>
            <StatList
              items={[
                { value: t('duration', { months: microdegree.durationMonths }), label: t('stats.duration') },
                { value: microdegree.partner, label: t('stats.partner') },
                { value: format.number(courses.length), label: t('stats.courses') },
              ]}
            />
          </div>
        </header>
        <aside aria-labelledby="microdegree-price-title" className={styles.box}>
          <h2 id="microdegree-price-title" className={styles.boxTitle}>
            {t('priceTitle')}
          </h2>
          {price ? (
            <PriceTag priceCents={price.priceCents} realPriceCents={price.priceCents} currency={price.currency} size="large" />
          ) : (
            <p className={styles.noPrice}>{t('noPrice')}</p>
          )}
          {microdegree.durationSeconds > 0 ? (
            <p className={styles.length}>
              {t('totalLength')} <CourseDuration seconds={microdegree.durationSeconds} />
            </p>
          ) : null}
          <LinkButton href="/business/higher-education/" fullWidth>
            {t('moreInfo')}
          </LinkButton>
        </aside>
      </div>
      <Section id="microdegree-courses" title={t('coursesTitle', { count: courses.length })}>
        {courses.length > 0 ? <CourseGrid courses={courses} /> : <EmptyState headingLevel="h3" title={t('coursesEmpty')} />}
      </Section>
    </PageContainer>
  );
}

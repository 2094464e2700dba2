import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listMicrodegrees } from '@/lib/server/services/microdegrees';
import { localized } from '@/lib/domain/i18n/localized';
import { MICRODEGREES_PATH, microdegreePath } from '@/lib/domain/paths/course-paths';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { breadcrumbListJsonLd, itemListJsonLd } from '@/lib/domain/seo/structured-data';
import { catalogueHref } from '@/lib/domain/catalogue/catalogue-params';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { StatList } from '@/components/commerce/StatList';
import { MicrodegreeGrid } from '@/components/microdegrees/MicrodegreeCard';
import styles from './page.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'microdegrees' });
  return {
    title: t('metadataTitle'),
    description: t('metadataDescription', { product: PRODUCT_NAME }),
    alternates: pageAlternates(MICRODEGREES_PATH, locale),
  };
}

/**
 * Micro-degrees (issue 18 item 4; spec §2 "Microdegrees: programmes with universities, each with
 * a duration in months and a partner"): every programme for visitors, cached like the other
 * public pages (the root layout's revalidate). The learner's own area stays /learn/microdegree/.
 */
export default async function MicrodegreesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tc, format, programmes] = await Promise.all([
    getTranslations('microdegrees'),
    getTranslations('catalogue'),
    getFormatter(),
    getDb().then((db) => listMicrodegrees(db)),
  ]);
  const partners = new Set(programmes.map((p) => p.partner)).size;
  const courses = new Set(programmes.flatMap((p) => p.courseIds)).size;
  return (
    <PageContainer>
      <JsonLd
        data={breadcrumbListJsonLd(
          [
            { name: tc('crumbs.home'), path: '/' },
            { name: t('crumb'), path: MICRODEGREES_PATH },
          ],
          locale,
        )}
      />
      {programmes.length > 0 ? (
        <JsonLd data={itemListJsonLd(programmes.map((p) => ({ name: localized(p.title, locale), path: microdegreePath(p.slug) })), locale)} />
      ) : null}
      <Breadcrumbs items={[{ label: tc('crumbs.home'), href: '/' }, { label: t('crumb') }]} />
      <PageHeader title={t('title')} lead={t('lead')}>
        {programmes.length > 0 ? (
          <div className={styles.stats}>
            <StatList
              items={[
                { value: format.number(programmes.length), label: t('stats.programmes') },
                { value: format.number(partners), label: t('stats.partners') },
                { value: format.number(courses), label: t('stats.courses') },
              ]}
            />
          </div>
        ) : null}
      </PageHeader>
      <Section id="microdegrees" title={t('listTitle', { count: programmes.length })}>
        {programmes.length > 0 ? (
          <MicrodegreeGrid microdegrees={programmes} />
        ) : (
          <EmptyState headingLevel="h3" title={t('emptyTitle')}>
            <LinkButton href={catalogueHref({})}>{t('seeCatalogue')}</LinkButton>
          </EmptyState>
        )}
      </Section>
    </PageContainer>
  );
}

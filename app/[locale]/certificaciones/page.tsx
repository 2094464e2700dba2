import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listBundles } from '@/lib/server/services/bundles';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { catalogueHref } from '@/lib/domain/catalogue/catalogue-params';
import { BundleGrid } from '@/components/commerce/BundleCard';
import { StatList } from '@/components/commerce/StatList';
import styles from './page.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'course.bundles' });
  return {
    title: t('metadataTitle'),
    description: t('metadataDescription', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/certificaciones/', locale),
  };
}

/** Certifications: course bundles sold together at a discount. */
export default async function BundlesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('course.bundles');
  const format = await getFormatter();
  const bundles = await listBundles(await getDb());
  const courses = new Set(bundles.flatMap((b) => b.courseIds)).size;
  const maxDiscount = bundles.reduce((m, b) => Math.max(m, b.discountPercent), 0);
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead')}>
        {bundles.length > 0 ? (
          <div className={styles.stats}>
            <StatList
              items={[
                { value: format.number(bundles.length), label: t('stats.bundles') },
                { value: format.number(courses), label: t('stats.courses') },
                { value: `${maxDiscount} %`, label: t('stats.maxDiscount') },
              ]}
            />
          </div>
        ) : null}
      </PageHeader>
      <Section id="bundles" title={t('listTitle', { count: bundles.length })}>
        {bundles.length > 0 ? (
          <BundleGrid bundles={bundles} priorityCount={4} />
        ) : (
          <EmptyState title={t('emptyTitle')}>
            <LinkButton href={catalogueHref({})}>{t('seeCatalogue')}</LinkButton>
          </EmptyState>
        )}
      </Section>
    </PageContainer>
  );
}

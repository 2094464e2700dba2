import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listAcademies } from '@/lib/server/services/academies';
import { localized } from '@/lib/domain/i18n/localized';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { catalogueHref } from '@/lib/domain/catalogue/catalogue-params';
import { AcademyList } from '@/components/academies/AcademyCard';
import { AcademyBucketFilter } from '@/components/academies/AcademyBucketFilter';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { StatList } from '@/components/commerce/StatList';
import styles from './page.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'academies' });
  return {
    title: t('metadata.title'),
    description: t('metadata.description', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/academias/', locale),
  };
}

/** Academies landing (spec §2 /academias/): academies, their bucket filters (id descending) and skill paths. */
export default async function AcademiesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('academies');
  const format = await getFormatter();
  const { totalCount, buckets, academies } = await listAcademies(await getDb());
  const paths = academies.reduce((s, a) => s + a.totalSkillPath, 0);

  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead', { product: PRODUCT_NAME })}>
        <div className={styles.stats}>
          <StatList
            items={[
              { value: format.number(totalCount), label: t('stats.academies') },
              { value: format.number(paths), label: t('stats.skillPaths') },
              { value: format.number(buckets.length), label: t('stats.buckets') },
            ]}
          />
        </div>
      </PageHeader>
      <section aria-label={t('listLabel')} className={styles.list}>
        {academies.length > 0 ? (
          // The bucket filter translates on the client with the shell's translator (no next-intl runtime).
          <IslandMessages locale={locale} namespaces={['academies']}>
            <AcademyBucketFilter
              buckets={buckets.map((b) => ({ id: String(b.id), label: localized(b.name, locale), quantity: b.quantity }))}
              totalCount={totalCount}
            >
              <AcademyList academies={academies} buckets={buckets} headingLevel="h3" maxPaths={6} anchors />
            </AcademyBucketFilter>
          </IslandMessages>
        ) : (
          <EmptyState title={t('emptyTitle')}>
            <LinkButton href={catalogueHref({})}>{t('seeCatalogue')}</LinkButton>
          </EmptyState>
        )}
      </section>
    </PageContainer>
  );
}

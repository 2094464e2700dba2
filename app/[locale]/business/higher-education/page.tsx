import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { BusinessHero } from '@/components/business/BusinessHero';
import { HigherEducationCaseCard } from '@/components/business/HigherEducationCaseCard';
import { ValueProps } from '@/components/business/ValueProps';
import landing from '@/components/business/landing.module.css';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { getHigherEducationCase } from '@/lib/server/services/business-stats';
import { getCachedBusinessStats } from '@/lib/server/services/catalogue-figures-cache';

const PATH = '/business/higher-education/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'business.higherEd' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

export default async function HigherEducationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const db = await getDb();
  const [t, format, stats, showcase] = await Promise.all([
    getTranslations({ locale, namespace: 'business.higherEd' }),
    getFormatter({ locale }),
    getCachedBusinessStats(),
    getHigherEducationCase(db),
  ]);
  return (
    <>
      <BusinessHero
        eyebrow={t('eyebrow', { product: PRODUCT_NAME })}
        title={t('title')}
        lead={t('lead', { courses: format.number(stats.courseCount) })}
        actions={
          <>
            <LinkButton href="/planes/" color="secondary" size="large">
              {t('ctaPlans')}
            </LinkButton>
            <LinkButton href="/business/" variant="outlined" color="inherit" size="large">
              {t('ctaBusiness', { product: PRODUCT_NAME })}
            </LinkButton>
          </>
        }
      />
      <PageContainer>
        <Section id="higher-ed-numbers" title={t('numbersTitle')} subtitle={t('numbersSubtitle')}>
          <StatTiles
            stats={[
              { key: 'courses', value: format.number(stats.courseCount), label: t('stats.courses') },
              { key: 'categories', value: format.number(stats.categoryCount), label: t('stats.categories') },
              { key: 'organizations', value: format.number(stats.organizationCount), label: t('stats.organizations') },
              { key: 'learners', value: format.number(stats.learnerCount), label: t('stats.learners') },
            ]}
          />
        </Section>
        <Section id="higher-ed-benefits" title={t('benefitsTitle')}>
          <ValueProps
            items={[
              { key: 'complement', icon: 'schoolOutlined', title: t('benefits.complement.title'), body: t('benefits.complement.body') },
              { key: 'employability', icon: 'workspacePremiumOutlined', title: t('benefits.employability.title'), body: t('benefits.employability.body') },
              { key: 'tracking', icon: 'queryStatsOutlined', title: t('benefits.tracking.title'), body: t('benefits.tracking.body') },
              { key: 'access', icon: 'devicesOutlined', title: t('benefits.access.title'), body: t('benefits.access.body') },
            ]}
          />
        </Section>
        {showcase ? (
          <Section id="higher-ed-case" title={t('caseTitle')} subtitle={t('caseSubtitle')}>
            <HigherEducationCaseCard item={showcase} locale={locale} />
          </Section>
        ) : null}
        <Section id="higher-ed-next" title={t('nextTitle')} subtitle={t('nextSubtitle')}>
          <div className={landing.actions}>
            <LinkButton href="/planes/" size="large">
              {t('ctaPlans')}
            </LinkButton>
            <LinkButton href="/business/descargables/" variant="outlined" size="large">
              {t('ctaDownloads')}
            </LinkButton>
          </div>
        </Section>
      </PageContainer>
    </>
  );
}

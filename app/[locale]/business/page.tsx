import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { BusinessHero } from '@/components/business/BusinessHero';
import { OrganizationShowcaseList } from '@/components/business/OrganizationShowcaseList';
import { ValueProps } from '@/components/business/ValueProps';
import landing from '@/components/business/landing.module.css';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { listOrganizationShowcase } from '@/lib/server/services/business-stats';
import { getCachedBusinessStats } from '@/lib/server/services/catalogue-figures-cache';
import styles from './page.module.css';

const PATH = '/business/';
const SOLUTIONS = {
  learning: ['elearning', 'elevate', 'skillxp'],
  talent: ['performance', 'engagement'],
} as const;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'business' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

export default async function BusinessPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const db = await getDb();
  const [t, format, stats, organizations] = await Promise.all([
    getTranslations({ locale, namespace: 'business' }),
    getFormatter({ locale }),
    getCachedBusinessStats(),
    listOrganizationShowcase(db),
  ]);
  return (
    <>
      <BusinessHero
        eyebrow={t('eyebrow', { product: PRODUCT_NAME })}
        title={t('title')}
        lead={t('lead', { courses: format.number(stats.courseCount), categories: format.number(stats.categoryCount) })}
        actions={
          <>
            <LinkButton href="/planes/" color="secondary" size="large">
              {t('ctaPlans')}
            </LinkButton>
            <LinkButton href="/business/descargables/" variant="outlined" color="inherit" size="large">
              {t('ctaDownloads')}
            </LinkButton>
          </>
        }
      />
      <PageContainer>
        <Section id="business-numbers" title={t('numbersTitle')} subtitle={t('numbersSubtitle')}>
          <StatTiles
            stats={[
              { key: 'courses', value: format.number(stats.courseCount), label: t('stats.courses') },
              { key: 'categories', value: format.number(stats.categoryCount), label: t('stats.categories') },
              { key: 'organizations', value: format.number(stats.organizationCount), label: t('stats.organizations') },
              { key: 'professors', value: format.number(stats.professorCount), label: t('stats.professors') },
            ]}
          />
        </Section>
        <Section id="business-benefits" title={t('benefitsTitle', { product: PRODUCT_NAME })}>
          <ValueProps
            items={[
              { key: 'catalogue', icon: 'autoStoriesOutlined', title: t('benefits.catalogue.title'), body: t('benefits.catalogue.body', { courses: format.number(stats.courseCount) }) },
              { key: 'paths', icon: 'routeOutlined', title: t('benefits.paths.title'), body: t('benefits.paths.body') },
              { key: 'insights', icon: 'insightsOutlined', title: t('benefits.insights.title'), body: t('benefits.insights.body') },
              { key: 'brand', icon: 'paletteOutlined', title: t('benefits.brand.title'), body: t('benefits.brand.body') },
            ]}
          />
        </Section>
        <Section id="business-solutions" title={t('solutionsTitle')}>
          <div className={landing.twoColumns}>
            {(Object.keys(SOLUTIONS) as Array<keyof typeof SOLUTIONS>).map((group) => (
              <section key={group} aria-labelledby={`solutions-${group}`} className={landing.card}>
                <h3 id={`solutions-${group}`} className={landing.cardTitle}>
                  {t(`solutions.${group}.title`)}
                </h3>
                <ul className={styles.solutionItems}>
                  {SOLUTIONS[group].map((item) => (
                    <li key={item}>
                      <span className={styles.solutionName}>{t(`solutions.${group}.items.${item}.name`)}</span>
                      {': '}
                      <span className={styles.solutionBody}>{t(`solutions.${group}.items.${item}.body`)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Section>
        {organizations.length > 0 ? (
          <Section id="business-clients" title={t('clientsTitle', { count: stats.organizationCount })}>
            <OrganizationShowcaseList organizations={organizations} />
          </Section>
        ) : null}
        <Section id="business-next" title={t('nextTitle')} subtitle={t('nextSubtitle')}>
          <div className={landing.actions}>
            <LinkButton href="/planes/" size="large">
              {t('ctaPlans')}
            </LinkButton>
            <LinkButton href="/business/higher-education/" variant="outlined" size="large">
              {t('ctaHigherEd')}
            </LinkButton>
            <LinkButton href="/business/descargables/" variant="text" size="large">
              {t('ctaDownloads')}
            </LinkButton>
          </div>
        </Section>
      </PageContainer>
    </>
  );
}

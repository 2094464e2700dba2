import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { getHomeData } from '@/lib/server/services/home';
import { cheapestMonthly, listPersonalPlans } from '@/lib/server/services/memberships';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader } from '@/components/catalogue/Section';
import { SearchForm } from '@/components/catalogue/SearchForm';
import {
  AcademiesSection,
  BundlesSection,
  CategoriesSection,
  LaunchesSection,
  NewCoursesSection,
  PopularCoursesSection,
  PremiumBand,
  TopRatedSection,
} from '@/components/home/HomeSections';
import { LearnerPanelBand } from '@/components/learning/LearnerPanelBand';
import styles from './page.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  return {
    title: t('member.metadataTitle'),
    description: t('member.metadataDescription', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/home/', locale),
    // A personal start page: useful to the learner, not to search engines.
    robots: { index: false, follow: true },
  };
}

/**
 * Home for signed-in learners (spec §2 "/home/"). The page is cached like every public page:
 * the greeting and personal parts hydrate on the client from `me`; the sections are real data.
 */
export default async function MemberHomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home.member');
  const db = await getDb();
  const [data, plans] = await Promise.all([getHomeData(db), listPersonalPlans(db)]);
  const cheapest = cheapestMonthly(plans);
  return (
    <PageContainer>
      <PageHeader title={t('title', { product: PRODUCT_NAME })} lead={t('lead', { count: data.launches.length })}>
        <div className={styles.search}>
          <SearchForm id="member-home-search" />
        </div>
      </PageHeader>
      <LearnerPanelBand locale={locale} />
      <LaunchesSection data={data} />
      <NewCoursesSection data={data} />
      <TopRatedSection data={data} />
      <CategoriesSection data={data} />
      <PopularCoursesSection data={data} />
      <AcademiesSection data={data} />
      <BundlesSection data={data} />
      <PremiumBand
        teaser={cheapest ? { monthlyCents: cheapest.monthlyCents, currency: cheapest.currency, planName: cheapest.plan.name } : null}
        courseCount={data.stats.courses}
      />
    </PageContainer>
  );
}

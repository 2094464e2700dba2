import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { getHomeData } from '@/lib/server/services/home';
import { cheapestMonthly, listPersonalPlans } from '@/lib/server/services/memberships';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { HomeHero } from '@/components/home/HomeHero';
import { AffiliateClickBeacon } from '@/components/panels/AffiliateClickBeacon';
import {
  AcademiesSection,
  BundlesSection,
  CategoriesSection,
  LaunchesSection,
  NewCoursesSection,
  PopularCoursesSection,
  PremiumBand,
} from '@/components/home/HomeSections';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  return {
    title: { absolute: t('metadata.title', { product: PRODUCT_NAME }) },
    description: t('metadata.description', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/', locale),
  };
}

/** Home for visitors (spec §2 "/"): the catalogue at a glance, all from the database. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const db = await getDb();
  const [data, plans] = await Promise.all([getHomeData(db), listPersonalPlans(db)]);
  const cheapest = cheapestMonthly(plans);
  return (
    <PageContainer>
      <AffiliateClickBeacon />
      <HomeHero title={t('hero.title', { product: PRODUCT_NAME })} lead={t('hero.lead', { count: data.stats.courses })} stats={data.stats} />
      <CategoriesSection data={data} />
      <NewCoursesSection data={data} />
      <PopularCoursesSection data={data} />
      <AcademiesSection data={data} />
      <PremiumBand
        teaser={cheapest ? { monthlyCents: cheapest.monthlyCents, currency: cheapest.currency, planName: cheapest.plan.name } : null}
        courseCount={data.stats.courses}
      />
      <BundlesSection data={data} />
      <LaunchesSection data={data} />
    </PageContainer>
  );
}

import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { getCachedCatalogueStats } from '@/lib/server/services/catalogue-figures-cache';
import { listCourseItems } from '@/lib/server/services/catalogue';
import { featuredPlan, listPersonalPlans } from '@/lib/server/services/memberships';
import { localized } from '@/lib/domain/i18n/localized';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { currencyName } from '@/components/commerce/currency-name';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { CourseGrid } from '@/components/course/CourseGrid';
import { PlanCard, PlanGrid, PLAN_CURRENCY } from '@/components/commerce/PlanCard';
import { StatList } from '@/components/commerce/StatList';
import { Icon } from '@/components/ui/Icon';
import { TrackOnView } from '@/components/analytics/TrackOnView';
import { trackedHref } from '@/lib/domain/analytics/tracking-links';
import styles from './page.module.css';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'premium' });
  return {
    title: t('metadata.title', { product: PRODUCT_NAME }),
    description: t('metadata.description', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/premium/', locale),
  };
}

/** Premium landing (spec §2 /premium/): plans and prices from membership_types, in USD. */
export default async function PremiumPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('premium');
  const format = await getFormatter();
  const db = await getDb();
  const [plans, stats, popular] = await Promise.all([
    listPersonalPlans(db),
    getCachedCatalogueStats(),
    listCourseItems(db, { offset: 0, limit: 4, sort: 'popular' }),
  ]);
  const featured = featuredPlan(plans);
  const signUp = trackedHref(`/registro/?next=${encodeURIComponent(localizedPath('/premium/', locale))}`, { sourcePage: 'premium', sourceDetail: 'plan-card' });
  const baseFeatures = [
    t('features.courses', { count: stats.courses }),
    t('features.academies', { academies: stats.academies, paths: stats.skillPaths }),
    t('features.certificates'),
    t('features.saved'),
  ];
  const localPrices = featured ? featured.prices.filter((p) => p.currency !== PLAN_CURRENCY) : [];

  return (
    <PageContainer>
      <PageHeader title={t('title', { product: PRODUCT_NAME })} lead={t('lead', { count: stats.courses, professors: stats.professors })} />

      <Section id="plans" title={t('plansTitle')} subtitle={t('plansSubtitle')}>
        {plans.length > 0 ? (
          <PlanGrid>
            {plans.map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  highlighted={plan.id === featured?.id}
                  highlightLabel={t('plan.recommended')}
                  features={[...(t.has(`tagNotes.${plan.tag}`) ? [t(`tagNotes.${plan.tag}`)] : []), ...baseFeatures]}
                  cta={{ href: signUp, label: plan.method === 'A_2' ? t('plan.ctaTrial') : t('plan.cta') }}
                />
              </li>
            ))}
          </PlanGrid>
        ) : null}
        {plans.length > 0 ? (
          // product_pricing_view (spec §7) once the prices are on screen.
          <TrackOnView
            event={{
              eventType: 'product_pricing_view',
              itemType: 'membership',
              data: { plans: plans.map((p) => ({ id: p.id, tag: p.tag, price_cents: priceInCurrency(p.prices, PLAN_CURRENCY)?.amountCents ?? null })), currency: PLAN_CURRENCY },
            }}
          />
        ) : (
          <EmptyState title={t('noPlansTitle')}>
            <LinkButton href="/cursos-online/?all=true">{t('seeCatalogue')}</LinkButton>
          </EmptyState>
        )}
        <div role="note" className={styles.note}>
          <Icon name="infoOutlined" size={20} className={styles.noteIcon} />
          <p className={styles.noteText}>{t('currencyNote')}</p>
        </div>
      </Section>

      {featured && localPrices.length > 0 ? (
        <Section id="local-prices" title={t('localPricesTitle', { plan: localized(featured.name, locale) })} subtitle={t('localPricesSubtitle')}>
          <dl className={styles.prices}>
            {localPrices.map((p) => (
              <div key={p.currency} className={styles.price}>
                <dt className={styles.currency}>{currencyName(p.currency, locale)}</dt>
                <dd className={styles.amount}>{formatMoney(p.amountCents, p.currency, locale)}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}

      <Section id="included" title={t('includedTitle')}>
        <StatList
          items={[
            { value: format.number(stats.courses), label: t('stats.courses') },
            { value: format.number(stats.categories), label: t('stats.categories') },
            { value: format.number(stats.professors), label: t('stats.professors') },
            { value: format.number(stats.lectures), label: t('stats.lectures') },
          ]}
        />
      </Section>

      <Section id="popular" title={t('popularTitle')} action={{ href: '/cursos-online/?all=true&sort=popular', label: t('seeCatalogue') }}>
        <CourseGrid courses={popular} />
      </Section>
    </PageContainer>
  );
}

import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { getCachedCatalogueStats } from '@/lib/server/services/catalogue-figures-cache';
import { listAcademies } from '@/lib/server/services/academies';
import { featuredPlan, getBusinessFigures, listPersonalPlans } from '@/lib/server/services/memberships';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { AcademyList } from '@/components/academies/AcademyCard';
import { StatList } from '@/components/commerce/StatList';
import { FeatureList, PLAN_CURRENCY } from '@/components/commerce/PlanCard';
import card from '@/components/commerce/PlanCard.module.css';
import { BUSINESS_TIERS, seatPriceCents } from '@/components/commerce/business-plans';
import styles from './page.module.css';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'premium.business' });
  return {
    title: t('metadataTitle'),
    description: t('metadataDescription', { product: PRODUCT_NAME }),
    // Spec §2 lists the business plans landing as /planes (pages end with a slash here).
    alternates: pageAlternates('/planes/', locale),
  };
}

/** Business plans (spec §2 /planes): tiers priced per seat from the annual Premium price. */
export default async function BusinessPlansPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('premium.business');
  const format = await getFormatter();
  const db = await getDb();
  const [stats, figures, plans, academies] = await Promise.all([
    getCachedCatalogueStats(),
    getBusinessFigures(db),
    listPersonalPlans(db),
    listAcademies(db),
  ]);
  const annual = featuredPlan(plans);
  const annualUsd = annual ? priceInCurrency(annual.prices, PLAN_CURRENCY) : null;

  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead', { product: PRODUCT_NAME, courses: stats.courses })}>
        <div className={styles.stats}>
          <StatList
            items={[
              { value: format.number(figures.organizations), label: t('stats.organizations') },
              { value: format.number(figures.members), label: t('stats.members') },
              { value: format.number(stats.courses), label: t('stats.courses') },
              { value: format.number(stats.academies), label: t('stats.academies') },
            ]}
          />
        </div>
      </PageHeader>

      <Section id="tiers" title={t('tiersTitle')} subtitle={t('tiersSubtitle')}>
        <ul className={styles.tiers}>
          {BUSINESS_TIERS.map((tier) => {
            const seat = annualUsd ? seatPriceCents(annualUsd.amountCents, tier) : null;
            const features = [
              t('features.courses', { count: stats.courses }),
              t('features.academies', { academies: stats.academies, paths: stats.skillPaths }),
              t('features.categories', { count: stats.categories }),
              ...(tier.includesAdminPanel ? [t('features.adminPanel')] : []),
              ...(tier.includesStudio ? [t('features.studio')] : []),
            ];
            const highlighted = tier.key === 'business';
            return (
              <li key={tier.key}>
                <article className={highlighted ? `${card.card} ${card.highlighted}` : card.card}>
                  <div className={card.content}>
                    <div className={card.head}>
                      <h3 className={card.name}>{t(`tiers.${tier.key}.name`)}</h3>
                      {highlighted ? <span className={styles.recommended}>{t('recommended')}</span> : null}
                    </div>
                    <p className={card.muted}>
                      {tier.maxSeats === null ? t('seatsFrom', { min: tier.minSeats }) : t('seatsRange', { min: tier.minSeats, max: tier.maxSeats })}
                    </p>
                    <p className={card.text}>{t(`tiers.${tier.key}.description`)}</p>
                    {seat !== null && annualUsd ? (
                      <div>
                        <p className={card.price}>{formatMoney(seat, annualUsd.currency, locale)}</p>
                        <p className={card.muted}>
                          {t('perSeatYear', { percent: tier.seatDiscountPercent ?? 0, price: formatMoney(annualUsd.amountCents, annualUsd.currency, locale) })}
                        </p>
                      </div>
                    ) : (
                      <p className={styles.customPrice}>{t('customPrice')}</p>
                    )}
                    <FeatureList features={features} />
                    <div className={card.actions}>
                      <LinkButton href="/business/" variant={highlighted ? 'contained' : 'outlined'} fullWidth aria-label={`${t('cta')}: ${t(`tiers.${tier.key}.name`)}`}>
                        {t('cta')}
                      </LinkButton>
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <p className={styles.note} role="note">
          {t('currencyNote')}
        </p>
      </Section>

      {academies.academies.length > 0 ? (
        <Section id="academies" title={t('academiesTitle')} subtitle={t('academiesSubtitle', { count: academies.totalCount })} action={{ href: '/academias/', label: t('academiesAction') }}>
          <AcademyList academies={academies.academies.slice(0, 3)} buckets={academies.buckets} maxPaths={3} />
        </Section>
      ) : null}
    </PageContainer>
  );
}

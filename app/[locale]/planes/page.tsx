import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { getCachedCatalogueStats } from '@/lib/server/services/catalogue-figures-cache';
import { listAcademies } from '@/lib/server/services/academies';
import { featuredPlan, getBusinessFigures, listPersonalPlans } from '@/lib/server/services/memberships';
import { formatMoney } from '@/lib/catalogue/money';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { LinkButton } from '@/components/catalogue/links';
import { AcademyList } from '@/components/academies/AcademyCard';
import { StatList } from '@/components/commerce/StatList';
import { PLAN_CURRENCY } from '@/components/commerce/PlanCard';
import { BUSINESS_TIERS, seatPriceCents } from '@/components/commerce/business-plans';

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
  const annualUsd = annual?.prices.find((p) => p.currency === PLAN_CURRENCY) ?? null;

  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead', { product: PRODUCT_NAME, courses: stats.courses })}>
        <Box sx={{ mt: 3 }}>
          <StatList
            items={[
              { value: format.number(figures.organizations), label: t('stats.organizations') },
              { value: format.number(figures.members), label: t('stats.members') },
              { value: format.number(stats.courses), label: t('stats.courses') },
              { value: format.number(stats.academies), label: t('stats.academies') },
            ]}
          />
        </Box>
      </PageHeader>

      <Section id="tiers" title={t('tiersTitle')} subtitle={t('tiersSubtitle')}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))' }}>
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
                <Card
                  component="article"
                  variant="outlined"
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderWidth: highlighted ? 2 : 1, borderColor: highlighted ? 'primary.main' : 'divider' }}
                >
                  <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1, p: 3 }}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography component="h3" variant="h6" sx={{ fontWeight: 800 }}>
                        {t(`tiers.${tier.key}.name`)}
                      </Typography>
                      {highlighted ? <Chip label={t('recommended')} color="primary" size="small" /> : null}
                    </Box>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {tier.maxSeats === null ? t('seatsFrom', { min: tier.minSeats }) : t('seatsRange', { min: tier.minSeats, max: tier.maxSeats })}
                    </Typography>
                    <Typography variant="body2">{t(`tiers.${tier.key}.description`)}</Typography>
                    {seat !== null && annualUsd ? (
                      <div>
                        <Typography component="p" variant="h4" sx={{ fontWeight: 800 }}>
                          {formatMoney(seat, annualUsd.currency, locale)}
                        </Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {t('perSeatYear', { percent: tier.seatDiscountPercent ?? 0, price: formatMoney(annualUsd.amountCents, annualUsd.currency, locale) })}
                        </Typography>
                      </div>
                    ) : (
                      <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
                        {t('customPrice')}
                      </Typography>
                    )}
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
                      {features.map((f) => (
                        <Box component="li" key={f} sx={{ display: 'flex', gap: 1, typography: 'body2' }}>
                          <CheckCircleRoundedIcon fontSize="small" color="success" aria-hidden />
                          <span>{f}</span>
                        </Box>
                      ))}
                    </Box>
                    <Box sx={{ mt: 'auto', pt: 1 }}>
                      <LinkButton href="/business/" variant={highlighted ? 'contained' : 'outlined'} fullWidth aria-label={`${t('cta')}: ${t(`tiers.${tier.key}.name`)}`}>
                        {t('cta')}
                      </LinkButton>
                    </Box>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }} role="note">
          {t('currencyNote')}
        </Typography>
      </Section>

      {academies.academies.length > 0 ? (
        <Section id="academies" title={t('academiesTitle')} subtitle={t('academiesSubtitle', { count: academies.totalCount })} action={{ href: '/academias/', label: t('academiesAction') }}>
          <AcademyList academies={academies.academies.slice(0, 3)} buckets={academies.buckets} maxPaths={3} />
        </Section>
      ) : null}
    </PageContainer>
  );
}

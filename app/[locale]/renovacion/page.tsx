import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listCourses } from '@/lib/server/services/catalogue';
import { getCachedCatalogueStats } from '@/lib/server/services/catalogue-figures-cache';
import { listAgenda } from '@/lib/server/services/agenda';
import { featuredPlan, listPersonalPlans } from '@/lib/server/services/memberships';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { CourseGrid } from '@/components/course/CourseGrid';
import { PlanCard, PlanGrid } from '@/components/commerce/PlanCard';
import { StatList } from '@/components/commerce/StatList';

/** Days counted as "new since your last renewal" on this landing. */
const RECENT_DAYS = 30;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'renewal' });
  return {
    title: t('metadata.title'),
    description: t('metadata.description', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/renovacion/', locale),
  };
}

/** Renewal landing (spec §2 /renovacion/): what a member keeps, what is new, and the plans. */
export default async function RenewalPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('renewal');
  const format = await getFormatter();
  const db = await getDb();
  const [plans, stats, recent, agenda] = await Promise.all([
    listPersonalPlans(db),
    getCachedCatalogueStats(),
    listCourses(db, { offset: 0, limit: 4, sort: 'newest', publishedWithinDays: RECENT_DAYS }),
    listAgenda(db, { daysBack: 0 }),
  ]);
  const paid = plans.filter((p) => p.method === 'A_1');
  const featured = featuredPlan(paid);
  const upcoming = agenda.reduce((s, e) => s + e.courses.length, 0);
  const renewHref = `/entrar/?next=${encodeURIComponent(localizedPath('/renovacion/', locale))}`;
  const keeps = ['progress', 'certificates', 'saved', 'notes', 'projects'] as const;

  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead', { product: PRODUCT_NAME, count: stats.courses })} />

      <Section id="keeps" title={t('keepsTitle')} subtitle={t('keepsSubtitle')}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))' }}>
          {keeps.map((k) => (
            <Box component="li" key={k} sx={{ display: 'flex', gap: 1.5, p: 2, borderRadius: 2, border: '1px solid', borderColor: 'divider' }}>
              <CheckCircleRoundedIcon color="success" aria-hidden />
              <div>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>{t(`keeps.${k}.title`)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t(`keeps.${k}.body`)}</Typography>
              </div>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="whats-new" title={t('newTitle')}>
        <StatList
          items={[
            { value: format.number(recent.totalCount), label: t('stats.newCourses', { days: RECENT_DAYS }) },
            { value: format.number(upcoming), label: t('stats.upcoming') },
            { value: format.number(stats.courses), label: t('stats.courses') },
            { value: format.number(stats.academies), label: t('stats.academies') },
          ]}
        />
        {recent.items.length > 0 ? (
          <Box sx={{ mt: 3 }}>
            <CourseGrid courses={recent.items} />
          </Box>
        ) : null}
      </Section>

      {paid.length > 0 ? (
        <Section id="plans" title={t('plansTitle')} subtitle={t('plansSubtitle')}>
          <PlanGrid>
            {paid.map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  highlighted={plan.id === featured?.id}
                  highlightLabel={t('recommended')}
                  features={[t('planFeatures.keep'), t('planFeatures.courses', { count: stats.courses })]}
                  cta={{ href: renewHref, label: t('cta') }}
                />
              </li>
            ))}
          </PlanGrid>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }} role="note">
            {t('currencyNote')}
          </Typography>
        </Section>
      ) : null}
    </PageContainer>
  );
}

import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listCourseItems, priceIn } from '@/lib/server/services/catalogue';
import { getCachedCatalogueStats } from '@/lib/server/services/catalogue-figures-cache';
import { bundlePriceIn, listBundles } from '@/lib/server/services/bundles';
import { localized } from '@/lib/domain/i18n/localized';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { bundlePath, coursePath } from '@/lib/domain/paths/course-paths';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { AFFILIATE_MAX_REWARD_PERCENT, affiliateRewardCents } from '@/lib/domain/commerce/affiliate';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { RewardTable, type RewardRow } from '@/components/commerce/RewardTable';
import { StatList } from '@/components/commerce/StatList';
import styles from './page.module.css';

const CURRENCY = 'USD';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'referrals' });
  return {
    title: t('metadata.title'),
    description: t('metadata.description', { percent: AFFILIATE_MAX_REWARD_PERCENT, product: PRODUCT_NAME }),
    alternates: pageAlternates('/referidos/', locale),
  };
}

/** Referral / affiliate landing (spec §1, §9): a reward of up to 20% of each purchase. */
export default async function ReferralsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('referrals');
  const format = await getFormatter();
  const db = await getDb();
  const [popular, bundles, stats] = await Promise.all([
    listCourseItems(db, { offset: 0, limit: 6, sort: 'popular' }),
    listBundles(db, { limit: 3 }),
    getCachedCatalogueStats(),
  ]);
  const rows: RewardRow[] = [
    ...popular.flatMap((c) => {
      const p = priceIn(c, CURRENCY);
      return p && p.priceCents > 0
        ? [{ key: `c${c.id}`, title: localized(c.title, locale), href: coursePath(c.category.slug, c.slug), kind: 'course' as const, priceCents: p.priceCents, currency: p.currency }]
        : [];
    }),
    ...bundles.flatMap((b) => {
      const p = bundlePriceIn(b, CURRENCY);
      return p && p.priceCents > 0
        ? [{ key: `b${b.id}`, title: localized(b.title, locale), href: bundlePath(b.slug), kind: 'bundle' as const, priceCents: p.priceCents, currency: p.currency }]
        : [];
    }),
  ];
  const best = rows.reduce((m, r) => Math.max(m, affiliateRewardCents(r.priceCents)), 0);
  const join = `/entrar/?next=${encodeURIComponent(localizedPath('/afiliados/panel/', locale))}`;
  const steps = ['join', 'share', 'earn'] as const;

  return (
    <PageContainer>
      <PageHeader title={t('title', { percent: AFFILIATE_MAX_REWARD_PERCENT })} lead={t('lead', { product: PRODUCT_NAME, count: stats.courses })}>
        <div className={styles.actions}>
          <LinkButton href={join} size="large">{t('cta')}</LinkButton>
          <LinkButton href="/cursos-online/?all=true" variant="outlined" size="large">{t('seeCatalogue')}</LinkButton>
        </div>
      </PageHeader>

      <Section id="how" title={t('howTitle')}>
        <ol className={styles.steps}>
          {steps.map((s, i) => (
            <li key={s} className={styles.step}>
              <p aria-hidden className={styles.number}>
                {i + 1}
              </p>
              <h3 className={styles.stepTitle}>{t(`steps.${s}.title`)}</h3>
              <p className={styles.stepBody}>{t(`steps.${s}.body`, { percent: AFFILIATE_MAX_REWARD_PERCENT, count: stats.courses })}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="figures" title={t('figuresTitle')}>
        <StatList
          items={[
            { value: `${AFFILIATE_MAX_REWARD_PERCENT} %`, label: t('figures.percent') },
            { value: best > 0 ? formatMoney(best, CURRENCY, locale) : '—', label: t('figures.best') },
            { value: format.number(stats.courses), label: t('figures.courses') },
            { value: format.number(stats.bundles), label: t('figures.bundles') },
          ]}
        />
      </Section>

      {rows.length > 0 ? (
        <Section id="examples" title={t('examplesTitle')} subtitle={t('examplesSubtitle', { percent: AFFILIATE_MAX_REWARD_PERCENT })}>
          <RewardTable rows={rows} caption={t('tableCaption', { percent: AFFILIATE_MAX_REWARD_PERCENT })} />
        </Section>
      ) : null}

      <p role="note" className={styles.terms}>
        {t('terms', { percent: AFFILIATE_MAX_REWARD_PERCENT })}
      </p>
    </PageContainer>
  );
}

import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { CatalogueStats } from '@/lib/server/services/catalogue-facets';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { SearchForm } from '@/components/catalogue/SearchForm';
import { StatList } from '@/components/commerce/StatList';
import { trackClickProps } from '@/lib/domain/analytics/click';
import { trackedHref } from '@/lib/domain/analytics/tracking-links';
import styles from './HomeHero.module.css';

/** Hero links carry the tracking parameters of spec §2 and report a `click` (issue 8). */
const heroTracking = { sourcePage: 'home', sourceDetail: 'hero' } as const;

/** Home hero: the page's h1, a search box, the main calls to action and catalogue figures. */
export function HomeHero({ title, lead, stats, children }: { title: ReactNode; lead: ReactNode; stats: CatalogueStats; children?: ReactNode }) {
  const t = useTranslations('home.hero');
  const format = useFormatter();
  return (
    <header className={styles.hero}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <SearchForm id="home-search" hideLabel />
      <div className={styles.actions} {...trackClickProps('home-hero-cta', { detail: 'hero' })}>
        <LinkButton href={trackedHref('/cursos-online/?all=true', heroTracking)} color="secondary" size="large">
          {t('ctaCatalogue')}
        </LinkButton>
        <LinkButton href={trackedHref('/premium/', heroTracking)} variant="outlined" color="inherit" size="large">
          {t('ctaPremium')}
        </LinkButton>
      </div>
      {children}
      <div className={styles.stats}>
        <StatList
          label={t('statsLabel')}
          items={[
            { value: format.number(stats.courses), label: t('stats.courses') },
            { value: format.number(stats.professors), label: t('stats.professors') },
            { value: format.number(stats.enrollments, { notation: 'compact' }), label: t('stats.enrollments') },
            { value: format.number(stats.categories), label: t('stats.categories') },
          ]}
        />
      </div>
    </header>
  );
}

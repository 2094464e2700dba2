import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import type { CatalogueStats } from '@/lib/server/services/catalogue-facets';
import { LinkButton } from '@/components/catalogue/links';
import { SearchForm } from '@/components/catalogue/SearchForm';
import { StatList } from '@/components/commerce/StatList';
import { trackClickProps } from '@/lib/analytics/click';
import { trackedHref } from '@/lib/analytics/tracking-links';

/** Hero links carry the tracking parameters of spec §2 and report a `click` (issue 8). */
const heroTracking = { sourcePage: 'home', sourceDetail: 'hero' } as const;

/** Home hero: the page's h1, a search box, the main calls to action and catalogue figures. */
export function HomeHero({ title, lead, stats, children }: { title: ReactNode; lead: ReactNode; stats: CatalogueStats; children?: ReactNode }) {
  const t = useTranslations('home.hero');
  const format = useFormatter();
  return (
    <Box
      component="header"
      sx={{
        mt: { xs: 2, sm: 3 },
        px: { xs: 2.5, sm: 5 },
        py: { xs: 4, sm: 6 },
        borderRadius: 3,
        color: 'primary.contrastText',
        // CSS variables of the theme (a function would not cross the server/client boundary).
        background:
          'linear-gradient(135deg, var(--mui-palette-primary-dark) 0%, var(--mui-palette-primary-main) 55%, var(--mui-palette-secondary-main) 140%)',
      }}
    >
      <Typography component="h1" variant="h2" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.75rem', md: '3.25rem' }, maxWidth: 820 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, maxWidth: 680, fontSize: { xs: '1rem', sm: '1.2rem' }, opacity: 0.92 }}>{lead}</Typography>
      <SearchForm id="home-search" hideLabel />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }} {...trackClickProps('home-hero-cta', { detail: 'hero' })}>
        <LinkButton href={trackedHref('/cursos-online/?all=true', heroTracking)} color="secondary" size="large">
          {t('ctaCatalogue')}
        </LinkButton>
        <LinkButton href={trackedHref('/premium/', heroTracking)} variant="outlined" color="inherit" size="large">
          {t('ctaPremium')}
        </LinkButton>
      </Box>
      {children}
      <Box sx={{ mt: 4, '& dl > div': { bgcolor: 'rgba(255,255,255,0.12)' }, '& dt': { color: 'inherit', opacity: 0.85 } }}>
        <StatList
          label={t('statsLabel')}
          items={[
            { value: format.number(stats.courses), label: t('stats.courses') },
            { value: format.number(stats.professors), label: t('stats.professors') },
            { value: format.number(stats.enrollments, { notation: 'compact' }), label: t('stats.enrollments') },
            { value: format.number(stats.categories), label: t('stats.categories') },
          ]}
        />
      </Box>
    </Box>
  );
}

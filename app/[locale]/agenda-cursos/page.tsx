import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { agendaFlagActive, getAgendaPageState } from '@/lib/server/services/agenda';
import { isoDateOf } from '@/lib/agenda/iso-date';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { AgendaBrowser } from '@/components/agenda/AgendaBrowser';
import { AgendaGrid } from '@/components/agenda/AgendaCourseCard';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'agenda' });
  return {
    title: t('title', { product: PRODUCT_NAME }),
    description: t('metadataDescription', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/agenda-cursos/', locale),
  };
}

/**
 * Course agenda (spec §2, §4): upcoming launches by date with a date picker. The page state
 * (schedule, feature flags, language) is read on the server and is the same for everyone, so
 * the page stays public and cached; the user's subscription list and role come client-side.
 * 'rebranding_active' switches the page to the new brand's styling.
 */
export default async function AgendaPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('agenda');
  const state = await getAgendaPageState(await getDb(), { locale });
  const rebranded = agendaFlagActive(state, 'rebranding_active');
  const entries = state.schedule;
  const total = entries.reduce((s, e) => s + e.courses.length, 0);
  const title = t('title', { product: PRODUCT_NAME });
  const lead = t('lead', { count: total, dates: entries.length });

  return (
    <PageContainer>
      <Box data-agenda-page="" data-rebranding={rebranded ? 'on' : 'off'}>
        {rebranded ? (
          <Box
            component="header"
            sx={{
              mt: { xs: 2, sm: 4 },
              mb: { xs: 3, sm: 4 },
              px: { xs: 2.5, sm: 5 },
              py: { xs: 3, sm: 5 },
              borderRadius: 5,
              color: 'var(--mui-palette-primary-contrastText)',
              background: 'linear-gradient(120deg, var(--mui-palette-primary-dark) 0%, var(--mui-palette-primary-main) 70%)',
              position: 'relative',
              overflow: 'hidden',
              '&::after': {
                content: '""',
                position: 'absolute',
                right: { xs: -80, sm: -40 },
                top: -60,
                width: 240,
                height: 240,
                borderRadius: '50%',
                border: '28px solid',
                borderColor: 'var(--mui-palette-secondary-main)',
                opacity: 0.35,
                pointerEvents: 'none',
              },
            }}
          >
            <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.25rem', md: '2.75rem' }, position: 'relative' }}>
              {title}
            </Typography>
            <Typography variant="body1" sx={{ mt: 1, maxWidth: 680, fontSize: { sm: '1.125rem' }, position: 'relative' }}>
              {lead}
            </Typography>
          </Box>
        ) : (
          <PageHeader title={title} lead={lead} />
        )}
        {entries.length > 0 ? (
          <AgendaBrowser
            dates={entries.map((e) => ({ date: e.dateLaunch, countLabel: t('courseCount', { count: e.courses.length }) }))}
            serverToday={isoDateOf(new Date())}
            locale={state.languageKey}
            words={{ today: t('dates.today'), tomorrow: t('dates.tomorrow') }}
            pickerLabel={t('pickerLabel')}
            previousLabel={t('picker.previous')}
            nextLabel={t('picker.next')}
            rebranded={rebranded}
            panels={Object.fromEntries(entries.map((e) => [e.dateLaunch, <AgendaGrid key={e.dateLaunch} courses={e.courses} rebranded={rebranded} />]))}
          />
        ) : (
          <EmptyState title={t('emptyTitle')} description={t('emptyBody')}>
            <LinkButton href="/cursos-nuevos/">{t('seeNewCourses')}</LinkButton>
          </EmptyState>
        )}
      </Box>
    </PageContainer>
  );
}

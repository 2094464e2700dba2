import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { MentorCard } from '@/components/mentors/MentorCard';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PRODUCT_NAME } from '@/lib/config/product';
import { visuallyHidden } from '@/lib/theme/a11y';
import { pageAlternates } from '@/lib/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { listPublicMentors } from '@/lib/server/services/mentors';

const PATH = '/mentores/';
const STEPS = ['choose', 'book', 'grow'] as const;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'mentors' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

export default async function MentorsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, format, mentors] = await Promise.all([
    getTranslations({ locale, namespace: 'mentors' }),
    getFormatter({ locale }),
    listPublicMentors(await getDb()),
  ]);
  const available = mentors.filter((m) => m.status === 'AVAILABLE').length;
  const sessions = mentors.reduce((sum, m) => sum + m.sessionsCount, 0);
  const rated = mentors.filter((m) => m.rating > 0);
  const average = rated.length > 0 ? rated.reduce((sum, m) => sum + m.rating, 0) / rated.length : 0;
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead', { product: PRODUCT_NAME })} />
      {mentors.length > 0 ? (
        <Box component="section" aria-labelledby="mentor-stats-title" sx={{ py: 2 }}>
          <Typography id="mentor-stats-title" component="h2" sx={visuallyHidden}>
            {t('statsTitle')}
          </Typography>
          <StatTiles
            stats={[
              { key: 'mentors', value: format.number(mentors.length), label: t('stats.mentors') },
              { key: 'available', value: format.number(available), label: t('stats.available') },
              { key: 'sessions', value: format.number(sessions), label: t('stats.sessions') },
              { key: 'rating', value: format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), label: t('stats.rating') },
            ]}
          />
        </Box>
      ) : null}
      <Section id="mentors-list" title={t('listTitle')} subtitle={t('listSubtitle')}>
        {mentors.length > 0 ? (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: '1fr',
              '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
              '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {mentors.map((mentor) => (
              <Box component="li" key={mentor.id} sx={{ minWidth: 0 }}>
                <MentorCard mentor={mentor} />
              </Box>
            ))}
          </Box>
        ) : (
          <EmptyState icon={<GroupsOutlined />} title={t('emptyTitle')} description={t('emptyBody')}>
            <LinkButton href="/cursos-online/?all=true" variant="outlined">
              {t('emptyCta')}
            </LinkButton>
          </EmptyState>
        )}
      </Section>
      <Section id="mentors-how" title={t('howTitle')}>
        <Box
          component="ol"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, counterReset: 'step' }}
        >
          {STEPS.map((step, index) => (
            <Paper component="li" key={step} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
              <Typography aria-hidden sx={{ fontWeight: 800, fontSize: '2rem', color: 'secondary.main', lineHeight: 1 }}>
                {index + 1}
              </Typography>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
                {t(`how.${step}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t(`how.${step}.body`)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Section>
    </PageContainer>
  );
}

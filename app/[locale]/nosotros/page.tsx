import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { LinkButton } from '@/components/catalogue/links';
import { BusinessHero } from '@/components/business/BusinessHero';
import { ValueProps } from '@/components/business/ValueProps';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';
import { getCachedCompanyFigures } from '@/lib/server/services/catalogue-figures-cache';

const PATH = '/nosotros/';
const STEPS = ['select', 'produce', 'improve'] as const;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'company.about' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

/** About us (footer 'company' column): mission, real platform figures, values and how courses are made. */
export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, format, figures] = await Promise.all([
    getTranslations({ locale, namespace: 'company.about' }),
    getFormatter({ locale }),
    getCachedCompanyFigures(),
  ]);
  return (
    <>
      <BusinessHero
        eyebrow={t('eyebrow', { product: PRODUCT_NAME })}
        title={t('title')}
        lead={t('lead', { product: PRODUCT_NAME, courses: format.number(figures.courseCount), professors: format.number(figures.professorCount) })}
        actions={
          <>
            <LinkButton href="/cursos-online/?all=true" color="secondary" size="large">
              {t('ctaCourses')}
            </LinkButton>
            <LinkButton href="/trabaja-con-nosotros/" variant="outlined" color="inherit" size="large">
              {t('ctaHiring')}
            </LinkButton>
          </>
        }
      />
      <PageContainer>
        <Section id="about-mission" title={t('missionTitle')}>
          <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
            <Typography sx={{ fontSize: { xs: '1.0625rem', sm: '1.25rem' }, lineHeight: 1.6 }}>{t('mission')}</Typography>
            <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                {t('visionTitle')}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('vision')}</Typography>
            </Paper>
          </Box>
        </Section>
        <Section id="about-figures" title={t('figuresTitle', { product: PRODUCT_NAME })} subtitle={t('figuresSubtitle')}>
          <StatTiles
            label={t('figuresLabel', { product: PRODUCT_NAME })}
            stats={[
              { key: 'courses', value: format.number(figures.courseCount), label: t('figures.courses') },
              { key: 'professors', value: format.number(figures.professorCount), label: t('figures.professors') },
              { key: 'learners', value: format.number(figures.learnerCount), label: t('figures.learners') },
              { key: 'countries', value: format.number(figures.countryCount), label: t('figures.countries') },
            ]}
          />
          {figures.enrollmentCount > 0 ? (
            <Typography sx={{ color: 'text.secondary', mt: 2 }}>
              {t('figuresNote', { enrolments: format.number(figures.enrollmentCount), completed: format.number(figures.completedCount) })}
            </Typography>
          ) : null}
        </Section>
        <Section id="about-values" title={t('valuesTitle')}>
          <ValueProps
            items={[
              { key: 'practice', icon: <BuildOutlined />, title: t('values.practice.title'), body: t('values.practice.body') },
              { key: 'experts', icon: <WorkspacePremiumOutlined />, title: t('values.experts.title'), body: t('values.experts.body') },
              { key: 'access', icon: <PublicOutlined />, title: t('values.access.title'), body: t('values.access.body') },
              { key: 'community', icon: <Diversity3Outlined />, title: t('values.community.title'), body: t('values.community.body') },
            ]}
          />
        </Section>
        <Section id="about-how" title={t('howTitle')}>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
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
        <Section id="about-next" title={t('nextTitle')} subtitle={t('nextSubtitle')}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <LinkButton href="/casos-de-exito/" size="large">
              {t('ctaStories')}
            </LinkButton>
            <LinkButton href="/business/" variant="outlined" size="large">
              {t('ctaBusiness', { product: PRODUCT_NAME })}
            </LinkButton>
            <LinkButton href="/trabaja-con-nosotros/" variant="text" size="large">
              {t('ctaHiring')}
            </LinkButton>
          </Box>
        </Section>
      </PageContainer>
    </>
  );
}

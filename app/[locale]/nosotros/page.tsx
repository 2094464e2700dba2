import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { BusinessHero } from '@/components/business/BusinessHero';
import { ValueProps } from '@/components/business/ValueProps';
import { StepList } from '@/components/business/StepList';
import landing from '@/components/business/landing.module.css';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getCachedCompanyFigures } from '@/lib/server/services/catalogue-figures-cache';
import styles from './page.module.css';

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
          <div className={styles.mission}>
            <p className={styles.missionText}>{t('mission')}</p>
            <div className={landing.card}>
              <h3 className={landing.cardTitle}>{t('visionTitle')}</h3>
              <p className={styles.vision}>{t('vision')}</p>
            </div>
          </div>
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
            <p className={styles.figuresNote}>
              {t('figuresNote', { enrollments: format.number(figures.enrollmentCount), completed: format.number(figures.completedCount) })}
            </p>
          ) : null}
        </Section>
        <Section id="about-values" title={t('valuesTitle')}>
          <ValueProps
            items={[
              { key: 'practice', icon: 'buildOutlined', title: t('values.practice.title'), body: t('values.practice.body') },
              { key: 'experts', icon: 'workspacePremiumOutlined', title: t('values.experts.title'), body: t('values.experts.body') },
              { key: 'access', icon: 'publicOutlined', title: t('values.access.title'), body: t('values.access.body') },
              { key: 'community', icon: 'diversity3Outlined', title: t('values.community.title'), body: t('values.community.body') },
            ]}
          />
        </Section>
        <Section id="about-how" title={t('howTitle')}>
          <StepList steps={STEPS.map((step) => ({ key: step, title: t(`how.${step}.title`), body: t(`how.${step}.body`) }))} />
        </Section>
        <Section id="about-next" title={t('nextTitle')} subtitle={t('nextSubtitle')}>
          <div className={landing.actions}>
            <LinkButton href="/casos-de-exito/" size="large">
              {t('ctaStories')}
            </LinkButton>
            <LinkButton href="/business/" variant="outlined" size="large">
              {t('ctaBusiness', { product: PRODUCT_NAME })}
            </LinkButton>
            <LinkButton href="/trabaja-con-nosotros/" variant="text" size="large">
              {t('ctaHiring')}
            </LinkButton>
          </div>
        </Section>
      </PageContainer>
    </>
  );
}

import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import a11y from '@/components/ui/a11y.module.css';
import { MentorCard } from '@/components/mentors/MentorCard';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { listPublicMentors } from '@/lib/server/services/mentors';
import styles from './page.module.css';

const PATH = '/mentores/';
const STEPS = ['choose', 'book', 'grow'] as const;
/** @mui/icons-material GroupsOutlined */
const GROUPS_OUTLINED =
  'M4 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m1.13 1.1c-.37-.06-.74-.1-1.13-.1-.99 0-1.93.21-2.78.58C.48 14.9 0 15.62 0 16.43V18h4.5v-1.61c0-.83.23-1.61.63-2.29M20 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m4 3.43c0-.81-.48-1.53-1.22-1.85-.85-.37-1.79-.58-2.78-.58-.39 0-.76.04-1.13.1.4.68.63 1.46.63 2.29V18H24zm-7.76-2.78c-1.17-.52-2.61-.9-4.24-.9s-3.07.39-4.24.9C6.68 14.13 6 15.21 6 16.39V18h12v-1.61c0-1.18-.68-2.26-1.76-2.74M8.07 16c.09-.23.13-.39.91-.69.97-.38 1.99-.56 3.02-.56s2.05.18 3.02.56c.77.3.81.46.91.69zM12 8c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m0-2c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';

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
        <section aria-labelledby="mentor-stats-title" className={styles.stats}>
          <h2 id="mentor-stats-title" className={a11y.visuallyHidden}>
            {t('statsTitle')}
          </h2>
          <StatTiles
            stats={[
              { key: 'mentors', value: format.number(mentors.length), label: t('stats.mentors') },
              { key: 'available', value: format.number(available), label: t('stats.available') },
              { key: 'sessions', value: format.number(sessions), label: t('stats.sessions') },
              { key: 'rating', value: format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), label: t('stats.rating') },
            ]}
          />
        </section>
      ) : null}
      <Section id="mentors-list" title={t('listTitle')} subtitle={t('listSubtitle')}>
        {mentors.length > 0 ? (
          <ul className={styles.mentors}>
            {mentors.map((mentor) => (
              <li key={mentor.id} className={styles.mentor}>
                <MentorCard mentor={mentor} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={<Icon path={GROUPS_OUTLINED} />} title={t('emptyTitle')} description={t('emptyBody')}>
            <LinkButton href="/cursos-online/?all=true" variant="outlined">
              {t('emptyCta')}
            </LinkButton>
          </EmptyState>
        )}
      </Section>
      <Section id="mentors-how" title={t('howTitle')}>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <p aria-hidden className={styles.number}>
                {index + 1}
              </p>
              <h3 className={styles.stepTitle}>{t(`how.${step}.title`)}</h3>
              <p className={styles.stepBody}>{t(`how.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>
    </PageContainer>
  );
}

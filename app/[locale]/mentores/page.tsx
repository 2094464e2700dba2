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
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { listPublicMentors } from '@/lib/server/services/mentors';
import styles from './page.module.css';

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
          <EmptyState icon={<Icon name="groupsOutlined" />} title={t('emptyTitle')} description={t('emptyBody')}>
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

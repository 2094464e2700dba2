import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LiveSessionList } from '@/components/live/LiveSessionList';
import { Icon } from '@/components/ui/Icon';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { CONTENT_TIME_ZONE } from '@/lib/domain/content/time-zone';
import { groupLiveSessions } from '@/lib/domain/live/live-event-state';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { listLiveSessions } from '@/lib/server/services/live';
import styles from './page.module.css';

const PATH = '/live/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'live' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

export default async function LivePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, sessions] = await Promise.all([getTranslations({ locale, namespace: 'live' }), listLiveSessions(await getDb())]);
  // Spec §4: each session's state (live / future / past) comes from its start and end dates.
  const groups = groupLiveSessions(sessions, new Date());
  const sections = [
    { key: 'live', state: 'live', items: groups.live },
    { key: 'upcoming', state: 'future', items: groups.upcoming },
    { key: 'past', state: 'past', items: groups.past },
  ] as const;
  // The first row of the first non-empty section is above the fold: its covers load at once.
  const firstFilled = sections.findIndex((section) => section.items.length > 0);
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead', { product: PRODUCT_NAME })}>
        <p className={styles.note}>{t('timeZoneNote', { zone: CONTENT_TIME_ZONE.split('/').pop()?.replace(/_/g, ' ') ?? CONTENT_TIME_ZONE })}</p>
      </PageHeader>
      {sections.map((section, index) => (
        <Section
          key={section.key}
          id={`live-${section.key}`}
          title={t(`sections.${section.key}.title`)}
          subtitle={t('count', { count: section.items.length })}
        >
          {section.items.length > 0 ? (
            <LiveSessionList sessions={section.items} state={section.state} priorityCount={index === firstFilled ? 3 : 0} />
          ) : (
            <EmptyState icon={<Icon name="liveTvOutlined" />} headingLevel="h3" title={t(`sections.${section.key}.emptyTitle`)} description={t(`sections.${section.key}.emptyBody`)} />
          )}
        </Section>
      ))}
    </PageContainer>
  );
}

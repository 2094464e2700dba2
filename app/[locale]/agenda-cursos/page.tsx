import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listAgenda } from '@/lib/server/services/agenda';
import { isoDateOf } from '@/lib/agenda/iso-date';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { AgendaBrowser } from '@/components/agenda/AgendaBrowser';
import { AgendaGrid } from '@/components/agenda/AgendaCourseCard';

export const revalidate = 300;

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

/** Course agenda (spec §2, §4): upcoming launches by date with a date picker. */
export default async function AgendaPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('agenda');
  const entries = await listAgenda(await getDb());
  const total = entries.reduce((s, e) => s + e.courses.length, 0);
  return (
    <PageContainer>
      <PageHeader title={t('title', { product: PRODUCT_NAME })} lead={t('lead', { count: total, dates: entries.length })} />
      {entries.length > 0 ? (
        <AgendaBrowser
          dates={entries.map((e) => ({ date: e.dateLaunch, countLabel: t('courseCount', { count: e.courses.length }) }))}
          serverToday={isoDateOf(new Date())}
          locale={locale}
          words={{ today: t('dates.today'), tomorrow: t('dates.tomorrow') }}
          pickerLabel={t('pickerLabel')}
          panels={Object.fromEntries(entries.map((e) => [e.dateLaunch, <AgendaGrid key={e.dateLaunch} courses={e.courses} />]))}
        />
      ) : (
        <EmptyState title={t('emptyTitle')} description={t('emptyBody')}>
          <LinkButton href="/cursos-nuevos/">{t('seeNewCourses')}</LinkButton>
        </EmptyState>
      )}
    </PageContainer>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { agendaFlagActive, getAgendaPageState } from '@/lib/server/services/agenda';
import { isoDateOf } from '@/lib/domain/agenda/iso-date';
import { initialAgendaDate } from '@/lib/domain/agenda/initial-date';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { AgendaBrowser } from '@/components/agenda/AgendaBrowser';
import { AgendaGrid } from '@/components/agenda/AgendaCourseCard';
import { PAGE_NAMES } from '@/lib/domain/analytics/page-name';
import type { LinkTracking } from '@/lib/domain/analytics/tracking-links';

/** The agenda's course links say they come from it (spec §2: page name 'Course Agenda'). */
const AGENDA_TRACKING: LinkTracking = { sourcePage: PAGE_NAMES.agenda, sourceDetail: 'agenda' };
import styles from './page.module.css';

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
  const serverToday = isoDateOf(new Date());
  const firstShown = initialAgendaDate(entries.map((e) => e.dateLaunch), serverToday);
  const total = entries.reduce((s, e) => s + e.courses.length, 0);
  const title = t('title', { product: PRODUCT_NAME });
  const lead = t('lead', { count: total, dates: entries.length });

  return (
    <PageContainer>
      <div data-agenda-page="" data-rebranding={rebranded ? 'on' : 'off'}>
        {rebranded ? (
          <header className={styles.hero}>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.lead}>{lead}</p>
          </header>
        ) : (
          <PageHeader title={title} lead={lead} />
        )}
        {entries.length > 0 ? (
          <AgendaBrowser
            dates={entries.map((e) => ({ date: e.dateLaunch, countLabel: t('courseCount', { count: e.courses.length }) }))}
            serverToday={serverToday}
            locale={state.languageKey}
            words={{ today: t('dates.today'), tomorrow: t('dates.tomorrow') }}
            pickerLabel={t('pickerLabel')}
            previousLabel={t('picker.previous')}
            nextLabel={t('picker.next')}
            rebranded={rebranded}
            panels={Object.fromEntries(
              entries.map((e) => [
                e.dateLaunch,
                // The date the picker opens on (as AgendaBrowser chooses it while hydrating): its
                // first cover is the page's largest paint on a phone.
                <AgendaGrid key={e.dateLaunch} courses={e.courses} rebranded={rebranded} priorityCount={e.dateLaunch === firstShown ? 1 : 0} tracking={AGENDA_TRACKING} />,
              ]),
            )}
          />
        ) : (
          <EmptyState title={t('emptyTitle')} description={t('emptyBody')}>
            <LinkButton href="/cursos-nuevos/">{t('seeNewCourses')}</LinkButton>
          </EmptyState>
        )}
      </div>
    </PageContainer>
  );
}

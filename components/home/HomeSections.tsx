import { useLocale, useTranslations } from 'next-intl';
import type { HomeData } from '@/lib/server/services/home';
import type { LocalizedText } from '@/lib/server/db/schema';
import { localized } from '@/lib/domain/i18n/localized';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { Section } from '@/components/catalogue/Section';
import { CategoryGrid } from '@/components/catalogue/CategoryGrid';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { CourseGrid } from '@/components/course/CourseGrid';
import { AcademyList } from '@/components/academies/AcademyCard';
import { BundleGrid } from '@/components/commerce/BundleCard';
import { AgendaGrid } from '@/components/agenda/AgendaCourseCard';
import { trackedHref, type LinkTracking } from '@/lib/domain/analytics/tracking-links';
import { PAGE_NAMES } from '@/lib/domain/analytics/page-name';
import styles from './HomeSections.module.css';

/**
 * Links of a home section carry where they were (spec §2 tracking parameters): source_page
 * 'home' and the section's id as source_detail, so a visit says which block it came from.
 */
function homeTracking(section: string): LinkTracking {
  return { sourcePage: PAGE_NAMES.home, sourceDetail: section };
}

/** A section's "see all" link, tracked as its section. */
function sectionAction(section: string, href: string, label: string) {
  return { href: trackedHref(href, homeTracking(section)), label };
}

/** The cheapest monthly premium price, for the premium band. */
export type PremiumTeaser = { monthlyCents: number; currency: string; planName: LocalizedText } | null;

export function CategoriesSection({ data }: { data: HomeData }) {
  const t = useTranslations('home.sections');
  return (
    <Section id="categories" title={t('categories.title')} subtitle={t('categories.subtitle', { count: data.categories.length })} action={sectionAction('categories', '/cursos-online/', t('categories.action'))}>
      <CategoryGrid categories={data.categories} showDescription={false} tracking={homeTracking('categories')} />
    </Section>
  );
}

export function NewCoursesSection({ data }: { data: HomeData }) {
  const t = useTranslations('home.sections');
  return (
    <Section id="new-courses" title={t('newCourses.title')} subtitle={t('newCourses.subtitle')} action={sectionAction('new-courses', '/cursos-nuevos/', t('newCourses.action'))}>
      <CourseGrid courses={data.newCourses} tracking={homeTracking('new-courses')} />
    </Section>
  );
}

export function PopularCoursesSection({ data }: { data: HomeData }) {
  const t = useTranslations('home.sections');
  return (
    <Section id="popular-courses" title={t('popular.title')} subtitle={t('popular.subtitle')} action={sectionAction('popular-courses', '/cursos-online/?all=true&sort=popular', t('popular.action'))}>
      <CourseGrid courses={data.popularCourses} tracking={homeTracking('popular-courses')} />
    </Section>
  );
}

export function TopRatedSection({ data }: { data: HomeData }) {
  const t = useTranslations('home.sections');
  return (
    <Section id="top-rated" title={t('topRated.title')} subtitle={t('topRated.subtitle')} action={sectionAction('top-rated', '/cursos-online/?all=true&sort=rating', t('topRated.action'))}>
      <CourseGrid courses={data.topRatedCourses} tracking={homeTracking('top-rated')} />
    </Section>
  );
}

export function AcademiesSection({ data }: { data: HomeData }) {
  const t = useTranslations('home.sections');
  if (data.academies.academies.length === 0) return null;
  return (
    <Section
      id="academies"
      title={t('academies.title')}
      subtitle={t('academies.subtitle', { count: data.academies.totalCount })}
      action={sectionAction('academies', '/academias/', t('academies.action'))}
    >
      <AcademyList academies={data.academies.academies.slice(0, 6)} buckets={data.academies.buckets} maxPaths={3} />
    </Section>
  );
}

export function BundlesSection({ data }: { data: HomeData }) {
  const t = useTranslations('home.sections');
  if (data.bundles.length === 0) return null;
  return (
    <Section id="bundles" title={t('bundles.title')} subtitle={t('bundles.subtitle')} action={sectionAction('bundles', '/certificaciones/', t('bundles.action'))}>
      <BundleGrid bundles={data.bundles} />
    </Section>
  );
}

export function LaunchesSection({ data }: { data: HomeData }) {
  const t = useTranslations('home.sections');
  if (data.launches.length === 0) return null;
  return (
    <Section id="launches" title={t('launches.title')} subtitle={t('launches.subtitle')} action={sectionAction('launches', '/agenda-cursos/', t('launches.action'))}>
      <AgendaGrid courses={data.launches} showDate tracking={homeTracking('launches')} />
    </Section>
  );
}

export function PremiumBand({ teaser, courseCount }: { teaser: PremiumTeaser; courseCount: number }) {
  const t = useTranslations('home.premium');
  const locale = useLocale();
  if (!teaser) return null;
  return (
    <section aria-labelledby="premium-band-title" className={styles.band}>
      <div>
        <h2 id="premium-band-title" className={styles.title}>
          {t('title', { count: courseCount })}
        </h2>
        <p className={styles.body}>
          {t('body', { price: formatMoney(teaser.monthlyCents, teaser.currency, locale), plan: localized(teaser.planName, locale) })}
        </p>
      </div>
      <LinkButton href={trackedHref('/premium/', homeTracking('premium-band'))} color="inherit" variant="outlined" size="large" className={styles.cta}>
        {t('cta')}
      </LinkButton>
    </section>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listCourses } from '@/lib/server/services/catalogue';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { catalogueHref } from '@/lib/domain/catalogue/catalogue-params';
import { CourseGrid } from '@/components/course/CourseGrid';
import styles from './page.module.css';

/** "New" means published in the last 60 days; the page lists at most 48 of them, newest first. */
const NEW_COURSE_DAYS = 60;
const NEW_COURSE_LIMIT = 48;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'catalogue.newCourses' });
  return {
    title: t('metadataTitle'),
    description: t('metadataDescription', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/cursos-nuevos/', locale),
  };
}

/** New courses (spec §2 /cursos-nuevos/): recently published, newest first. */
export default async function NewCoursesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('catalogue.newCourses');
  const db = await getDb();
  const [recent, latest] = await Promise.all([
    listCourses(db, { offset: 0, limit: NEW_COURSE_LIMIT, sort: 'newest', publishedWithinDays: NEW_COURSE_DAYS }),
    listCourses(db, { offset: 0, limit: 12, sort: 'newest' }),
  ]);
  // Never an empty page: when nothing was published lately, show the latest courses anyway.
  const courses = recent.items.length > 0 ? recent.items : latest.items;
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead', { count: recent.totalCount, days: NEW_COURSE_DAYS })} />
      <Section
        id="new-courses"
        title={recent.items.length > 0 ? t('listTitle', { count: recent.totalCount }) : t('latestTitle')}
        action={{ href: catalogueHref({}), label: t('seeCatalogue') }}
      >
        {courses.length > 0 ? (
          <CourseGrid courses={courses} priorityCount={4} />
        ) : (
          <EmptyState title={t('emptyTitle')}>
            <LinkButton href="/agenda-cursos/">{t('seeAgenda')}</LinkButton>
          </EmptyState>
        )}
        {recent.totalCount > recent.items.length ? (
          <div className={styles.more}>
            <LinkButton href={catalogueHref({ sort: 'newest' })} variant="outlined">
              {t('seeMore')}
            </LinkButton>
          </div>
        ) : null}
      </Section>
    </PageContainer>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listCourses } from '@/lib/server/services/catalogue';
import { getCachedCategoryFacets } from '@/lib/server/services/catalogue-figures-cache';
import { listAcademies } from '@/lib/server/services/academies';
import { localized } from '@/lib/domain/i18n/localized';
import { categoryPath } from '@/lib/domain/paths/course-paths';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { breadcrumbListJsonLd } from '@/lib/domain/seo/structured-data';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { LinkChip } from '@/components/catalogue/LinkChip';
import { CATALOGUE_PAGE_SIZE, catalogueHref, parseSlug } from '@/lib/domain/catalogue/catalogue-params';
import { CourseGrid } from '@/components/course/CourseGrid';
import { AcademyList } from '@/components/academies/AcademyCard';
import { StatList } from '@/components/commerce/StatList';
import styles from './page.module.css';

/** Courses listed on the category page; the catalogue listing pages through the rest. */
const CATEGORY_PAGE_LIMIT = 48;

/** None at build time (the database stays closed then): each page is cached on its first visit (ISR). */
export function generateStaticParams(): never[] {
  return [];
}

type Props = { params: Promise<{ locale: string; category: string }> };

async function loadCategory(slug: string) {
  const valid = parseSlug(slug);
  if (!valid || valid !== slug) return null;
  return (await getCachedCategoryFacets()).find((c) => c.slug === valid) ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category: slug } = await params;
  const category = await loadCategory(slug);
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: 'catalogue.category' });
  const name = localized(category.name, locale);
  return {
    title: t('metadataTitle', { name }),
    description: category.description ? localized(category.description, locale) : t('metadataDescription', { name, product: PRODUCT_NAME }),
    alternates: pageAlternates(categoryPath(category.slug), locale),
  };
}

/** Category page: its subcategories, most popular courses, every course and related academies. */
export default async function CategoryPage({ params }: Props) {
  const { locale, category: slug } = await params;
  setRequestLocale(locale);
  const category = await loadCategory(slug);
  if (!category) notFound();
  const t = await getTranslations('catalogue.category');
  const tc = await getTranslations('catalogue');
  const format = await getFormatter();
  const db = await getDb();
  const [popular, all, academies] = await Promise.all([
    listCourses(db, { offset: 0, limit: 4, categorySlug: category.slug, sort: 'popular', knownTotal: category.courseCount }),
    listCourses(db, { offset: 0, limit: CATEGORY_PAGE_LIMIT, categorySlug: category.slug, sort: 'newest', knownTotal: category.courseCount }),
    listAcademies(db, { catalogCategories: [category.slug] }),
  ]);
  const name = localized(category.name, locale);
  const professors = new Set(all.items.map((c) => c.professor.id)).size;
  const rated = all.items.filter((c) => c.reviewsCount > 0);
  const average = rated.length > 0 ? rated.reduce((s, c) => s + c.scoreAverage, 0) / rated.length : null;

  return (
    <PageContainer>
      <JsonLd
        data={breadcrumbListJsonLd(
          [
            { name: tc('crumbs.home'), path: '/' },
            { name: tc('crumbs.catalogue'), path: '/cursos-online/' },
            { name, path: categoryPath(category.slug) },
          ],
          locale,
        )}
      />
      <Breadcrumbs items={[{ label: tc('crumbs.home'), href: '/' }, { label: tc('crumbs.catalogue'), href: '/cursos-online/' }, { label: name }]} />
      <PageHeader title={t('title', { name })} lead={category.description ? localized(category.description, locale) : undefined}>
        <div className={styles.stats}>
          <StatList
            items={[
              { value: format.number(category.courseCount), label: t('stats.courses') },
              { value: format.number(category.subcategories.length), label: t('stats.subcategories') },
              { value: format.number(professors), label: t('stats.professors') },
              ...(average !== null ? [{ value: format.number(average, { maximumFractionDigits: 1, minimumFractionDigits: 1 }), label: t('stats.rating') }] : []),
            ]}
          />
        </div>
      </PageHeader>

      {category.subcategories.length > 0 ? (
        <Section id="subcategories" title={t('subcategoriesTitle')}>
          <ul className={styles.chipList}>
            {category.subcategories.filter((s) => s.courseCount > 0).map((s) => (
              <li key={s.id}>
                <LinkChip href={catalogueHref({ category: category.slug, subcategory: s.slug })} label={`${localized(s.name, locale)} (${s.courseCount})`} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {popular.items.length > 0 ? (
        <Section id="popular" title={t('popularTitle', { name })}>
          <CourseGrid courses={popular.items} priorityCount={4} />
        </Section>
      ) : null}

      <Section
        id="all-courses"
        title={t('allTitle', { count: all.totalCount })}
        action={all.totalCount > all.items.length ? { href: catalogueHref({ category: category.slug }), label: t('seeAllInCatalogue') } : undefined}
      >
        <CourseGrid courses={all.items} />
        {all.totalCount > all.items.length ? (
          <div className={styles.more}>
            <LinkButton href={catalogueHref({ category: category.slug, page: Math.floor(CATEGORY_PAGE_LIMIT / CATALOGUE_PAGE_SIZE) + 1 })} variant="outlined">
              {t('morePages')}
            </LinkButton>
          </div>
        ) : null}
      </Section>

      {academies.academies.length > 0 ? (
        <Section id="academies" title={t('academiesTitle', { name })} action={{ href: '/academias/', label: t('academiesAction') }}>
          <AcademyList academies={academies.academies} buckets={academies.buckets} maxPaths={3} />
        </Section>
      ) : null}
    </PageContainer>
  );
}

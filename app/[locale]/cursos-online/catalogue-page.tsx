import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listCourses } from '@/lib/server/services/catalogue';
import type { CategoryFacet } from '@/lib/server/services/catalogue-facets';
import { getCachedCategoryFacets, totalPublicCourses } from '@/lib/server/services/catalogue-figures-cache';
import { localized } from '@/lib/domain/i18n/localized';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { SearchForm } from '@/components/catalogue/SearchForm';
import { CategoryGrid } from '@/components/catalogue/CategoryGrid';
import { CatalogueFilters } from '@/components/catalogue/CatalogueFilters';
import { CataloguePagination } from '@/components/catalogue/CataloguePagination';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { CourseGrid } from '@/components/course/CourseGrid';
import { CATALOGUE_PAGE_SIZE, catalogueHref, catalogueQuery, type CatalogueParams } from '@/lib/domain/catalogue/catalogue-params';
import type { CatalogueView as CatalogueViewKind } from '@/lib/domain/catalogue/catalogue-view';
import { pageCount, pageStartIndex } from '@/lib/domain/pagination/page-numbers';
import styles from './page.module.css';

/*
 * The catalogue page (spec §2: /cursos-online/, with all=true for the listing), for its two
 * routes: the cached views (app/[locale]/catalogue-view/[view]/, one cached page per canonical
 * query, which the proxy rewrites to) and /cursos-online/ itself, rendered per request for any
 * other query (issue 14 item 1; lib/domain/catalogue/catalogue-view.ts).
 */

/** Keeps only filters naming a real category / subcategory of that category. */
function resolveFilters(params: CatalogueParams, categories: CategoryFacet[]) {
  const category = categories.find((c) => c.slug === params.category) ?? null;
  const subcategory = category?.subcategories.find((s) => s.slug === params.subcategory) ?? null;
  return { ...params, category: category?.slug ?? null, subcategory: subcategory?.slug ?? null, categoryFacet: category, subcategoryFacet: subcategory };
}

export async function catalogueMetadata(locale: string, view: CatalogueViewKind): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  if (view.kind === 'landing') {
    return {
      title: t('landing.metadataTitle'),
      description: t('landing.metadataDescription', { product: PRODUCT_NAME }),
      alternates: pageAlternates('/cursos-online/', locale),
    };
  }
  const categories = await getCachedCategoryFacets();
  const f = resolveFilters(view.params, categories);
  const name = f.subcategoryFacet ? localized(f.subcategoryFacet.name, locale) : f.categoryFacet ? localized(f.categoryFacet.name, locale) : null;
  const title = name ? t('listing.titleFiltered', { name }) : t('listing.title');
  return {
    title: f.page > 1 ? t('listing.titlePaged', { title, page: f.page }) : title,
    description: t('listing.metadataDescription', { product: PRODUCT_NAME }),
    // Sort orders are views of the same list: the canonical URL leaves them out.
    alternates: pageAlternates(catalogueHref({ category: f.category, subcategory: f.subcategory, page: f.page }), locale),
  };
}

/** Catalogue (spec §2: /cursos-online/ with all=true): filters, sort, ?page=N and the total count. */
export async function CataloguePageView({ locale, view }: { locale: string; view: CatalogueViewKind }) {
  setRequestLocale(locale);
  const t = await getTranslations('catalogue');
  const format = await getFormatter();
  const db = await getDb();
  const categories = await getCachedCategoryFacets();
  const publicCourses = totalPublicCourses(categories);

  if (view.kind === 'landing') {
    const [popular, newest] = await Promise.all([
      listCourses(db, { offset: 0, limit: 8, sort: 'popular', knownTotal: publicCourses }),
      listCourses(db, { offset: 0, limit: 4, sort: 'newest', knownTotal: publicCourses }),
    ]);
    return (
      <PageContainer>
        <PageHeader title={t('landing.title')} lead={t('landing.lead', { count: popular.totalCount, categories: categories.length })}>
          <div className={styles.landingActions}>
            <SearchForm />
            <div>
              <LinkButton href={catalogueHref({})} size="large">
                {t('landing.seeAll', { count: popular.totalCount })}
              </LinkButton>
            </div>
          </div>
        </PageHeader>
        <Section id="categories" title={t('landing.categoriesTitle')}>
          <CategoryGrid categories={categories.filter((c) => c.courseCount > 0)} />
        </Section>
        <Section id="popular" title={t('landing.popularTitle')} action={{ href: catalogueHref({ sort: 'popular' }), label: t('landing.popularAction') }}>
          <CourseGrid courses={popular.items} />
        </Section>
        <Section id="newest" title={t('landing.newestTitle')} action={{ href: '/cursos-nuevos/', label: t('landing.newestAction') }}>
          <CourseGrid courses={newest.items} />
        </Section>
      </PageContainer>
    );
  }

  const f = resolveFilters(view.params, categories);
  const { items, totalCount } = await listCourses(db, {
    offset: pageStartIndex(f.page, CATALOGUE_PAGE_SIZE),
    limit: CATALOGUE_PAGE_SIZE,
    categorySlug: f.category,
    subcategorySlug: f.subcategory,
    sort: f.sort,
    knownTotal: f.subcategoryFacet?.courseCount ?? f.categoryFacet?.courseCount ?? publicCourses,
  });
  const pages = pageCount(totalCount, CATALOGUE_PAGE_SIZE);
  const name = f.subcategoryFacet ? localized(f.subcategoryFacet.name, locale) : f.categoryFacet ? localized(f.categoryFacet.name, locale) : null;
  const first = totalCount === 0 ? 0 : pageStartIndex(f.page, CATALOGUE_PAGE_SIZE) + 1;
  const last = Math.min(totalCount, pageStartIndex(f.page, CATALOGUE_PAGE_SIZE) + items.length);
  return (
    <PageContainer>
      <PageHeader
        title={name ? t('listing.titleFiltered', { name }) : t('listing.title')}
        lead={f.categoryFacet?.description ? localized(f.categoryFacet.description, locale) : t('listing.lead', { product: PRODUCT_NAME })}
      />
      <CatalogueFilters categories={categories} params={f} />
      <section aria-labelledby="results-title">
        <div className={styles.resultsHead}>
          <h2 id="results-title" className={styles.resultsTitle}>
            {t('listing.resultsTitle', { count: totalCount, formatted: format.number(totalCount) })}
          </h2>
          {items.length > 0 ? (
            <p className={styles.range} role="status">
              {t('listing.range', { first, last, total: totalCount, page: f.page, pages })}
            </p>
          ) : null}
        </div>
        {items.length > 0 ? (
          <CourseGrid courses={items} priorityCount={4} />
        ) : (
          <EmptyState
            title={totalCount > 0 ? t('listing.pageEmptyTitle', { page: f.page }) : t('listing.emptyTitle')}
            description={totalCount > 0 ? t('listing.pageEmptyBody', { pages }) : t('listing.emptyBody')}
          >
            <LinkButton href={totalCount > 0 ? catalogueHref({ ...f, page: 1 }) : catalogueHref({})}>
              {totalCount > 0 ? t('listing.firstPage') : t('listing.clearFilters')}
            </LinkButton>
          </EmptyState>
        )}
        <CataloguePagination
          page={f.page}
          pageCount={pages}
          pathname="/cursos-online/"
          query={catalogueQuery(f)}
          labels={{
            nav: t('pagination.nav'),
            page: t('pagination.page', { page: '{page}' }),
            first: t('pagination.first'),
            last: t('pagination.last'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
          }}
        />
      </section>
    </PageContainer>
  );
}


import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listCourseItems } from '@/lib/server/services/catalogue';
import { getCachedCategoryFacets } from '@/lib/server/services/catalogue-figures-cache';
import { searchCourses } from '@/lib/server/services/search';
import { MIN_SEARCH_TERM_LENGTH, parseSearchTerm } from '@/lib/catalogue/search-term';
import { hasSearchFilters, parseSearchPageParams, SEARCH_PATH, searchHref, searchQuery } from '@/lib/catalogue/search-params';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { SearchForm } from '@/components/catalogue/SearchForm';
import { CategoryGrid } from '@/components/catalogue/CategoryGrid';
import { CataloguePagination } from '@/components/catalogue/CataloguePagination';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { TextLink } from '@/components/catalogue/TextLink';
import { Icon } from '@/components/ui/Icon';
import { SearchFacets } from '@/components/search/SearchFacets';
import { SearchResultsTracking } from '@/components/search/SearchResultsTracking';
import { CourseGrid } from '@/components/course/CourseGrid';
import { CATALOGUE_PAGE_SIZE, catalogueHref, pageCount, pageStartIndex, type SearchParams } from '@/lib/catalogue/catalogue-params';
import styles from './page.module.css';

/** `d` of the icons the page shows (@mui/material's Alert info icon; SearchOffRounded's two paths as one). */
const ICONS = {
  infoOutlined:
    'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  searchOffRounded:
    'M15.5 14h-.79l-.28-.27c1.2-1.4 1.82-3.31 1.48-5.34-.47-2.78-2.79-4.99-5.58-5.34C6.54 2.58 3.3 5.38 3.03 9h2.02c.24-2.12 1.92-3.8 4.06-3.98C11.65 4.8 14 6.95 14 9.5c0 2.49-2.01 4.5-4.5 4.5-.17 0-.33-.03-.5-.05v2.02l.01.01c1.8.13 3.47-.47 4.72-1.55l.27.28v.79l4.25 4.25c.41.41 1.08.41 1.49 0s.41-1.08 0-1.49zM6.12 11.17 4 13.29l-2.12-2.12c-.2-.2-.51-.2-.71 0s-.2.51 0 .71L3.29 14l-2.12 2.12c-.2.2-.2.51 0 .71s.51.2.71 0L4 14.71l2.12 2.12c.2.2.51.2.71 0s.2-.51 0-.71L4.71 14l2.12-2.12c.2-.2.2-.51 0-.71-.2-.19-.51-.19-.71 0',
} as const;

// Reads searchParams (page, filters, query): rendered per request; the data reads behind it
// are cheap indexed queries and the page reads no cookies.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const term = parseSearchTerm((await searchParams).q);
  const t = await getTranslations({ locale, namespace: 'catalogue.search' });
  return {
    title: term.isValid ? t('metadataTitleTerm', { term: term.evaluatedValue }) : t('metadataTitle'),
    description: t('metadataDescription', { product: PRODUCT_NAME }),
    alternates: pageAlternates('/cursos-online/search/', locale),
    // Result pages are endless combinations: keep them out of the index, follow their links.
    robots: { index: false, follow: true },
  };
}

/**
 * Search landing (spec §2: /cursos-online/search/?q=…); the term is searched only when valid
 * (§5). Results come from the search service (issue 16: every field, accents, stemming,
 * prefixes, typos; partial matches said so), with its facets as
 * filter chips (?category=, ?level=, ?price=), a "¿Quisiste decir …?" link when nothing
 * matches, and ?page=N pagination that keeps the term and the filters.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const term = parseSearchTerm(sp.q);
  const filters = parseSearchPageParams(sp);
  const page = filters.page;
  const t = await getTranslations('catalogue.search');
  const tp = await getTranslations('catalogue.pagination');
  const format = await getFormatter();
  const db = await getDb();

  const results = term.isValid
    ? await searchCourses(db, {
        term: term.value,
        locale,
        offset: pageStartIndex(page),
        limit: CATALOGUE_PAGE_SIZE,
        category: filters.category,
        level: filters.level,
        price: filters.price,
      })
    : null;
  const applied = { category: results?.filters.category ?? null, level: results?.filters.level ?? null, price: results?.filters.price ?? null };
  const filtered = hasSearchFilters(applied);
  const anyMatch = results !== null && (results.totalCount > 0 || filtered);
  const needSuggestions = !anyMatch;
  const categories = needSuggestions ? await getCachedCategoryFacets() : null;
  const popular = categories ? await listCourseItems(db, { offset: 0, limit: 4, sort: 'popular' }) : null;
  const q = term.evaluatedValue;
  const first = results && results.items.length > 0 ? pageStartIndex(page) + 1 : 0;
  const last = results ? pageStartIndex(page) + results.items.length : 0;

  return (
    <PageContainer>
      <PageHeader title={term.isValid ? t('titleTerm', { term: q }) : t('title')}>
        <div className={styles.form}>
          <SearchForm defaultValue={term.cleanValue} id="search-page-input" />
        </div>
        {results?.suggestion ? (
          <p role="status" className={styles.suggestion}>
            {t.rich('didYouMean', {
              suggestion: results.suggestion,
              link: (chunks) => (
                <TextLink href={searchHref(results.suggestion!)} className={styles.suggestionLink}>
                  {chunks}
                </TextLink>
              ),
            })}
          </p>
        ) : null}
      </PageHeader>

      {results && anyMatch ? (
        <section aria-labelledby="search-results-title" className={styles.results}>
          {results.match === 'fuzzy' || results.match === 'partial' ? (
            <div role="alert" className={styles.notice}>
              <div className={styles.noticeIcon}>
                <Icon path={ICONS.infoOutlined} size={22} />
              </div>
              <div className={styles.noticeMessage}>{t(results.match === 'partial' ? 'partialNotice' : 'fuzzyNotice', { term: q })}</div>
            </div>
          ) : null}
          <SearchFacets term={q} facets={results.facets} filters={applied} />
          <div className={styles.summary}>
            {/* The live region wraps the heading: role="status" is not allowed on an <h2> (axe aria-allowed-role). */}
            <div role="status">
              <h2 id="search-results-title" className={styles.count}>
                {t('resultsCount', { count: results.totalCount, formatted: format.number(results.totalCount), term: q })}
              </h2>
            </div>
            {results.items.length > 0 && results.totalCount > CATALOGUE_PAGE_SIZE ? (
              <p className={styles.range}>{t('range', { first, last, total: format.number(results.totalCount) })}</p>
            ) : null}
          </div>
          {results.items.length > 0 ? (
            <SearchResultsTracking term={q} offset={pageStartIndex(page)} resultsPage={page}>
              <CourseGrid courses={results.items} />
            </SearchResultsTracking>
          ) : results.totalCount > 0 ? (
            <EmptyState title={t('pageEmptyTitle', { page })}>
              <LinkButton href={searchHref(q, { ...applied })}>{t('firstPage')}</LinkButton>
            </EmptyState>
          ) : (
            <EmptyState icon={<Icon path={ICONS.searchOffRounded} />} title={t('filteredEmptyTitle', { term: q })} description={t('filteredEmptyBody')}>
              <LinkButton href={searchHref(q)}>{t('clearFilters')}</LinkButton>
            </EmptyState>
          )}
          <CataloguePagination
            page={page}
            pageCount={pageCount(results.totalCount)}
            pathname={SEARCH_PATH}
            query={searchQuery(q, { ...applied, page })}
            labels={{
              nav: tp('nav'),
              page: tp('page', { page: '{page}' }),
              first: tp('first'),
              last: tp('last'),
              previous: tp('previous'),
              next: tp('next'),
            }}
          />
        </section>
      ) : (
        <div className={styles.empty}>
          {term.isValid ? (
            <EmptyState icon={<Icon path={ICONS.searchOffRounded} />} title={t('noResultsTitle', { term: q })} description={t('noResultsBody')}>
              <LinkButton href={catalogueHref({})}>{t('browseAll')}</LinkButton>
            </EmptyState>
          ) : (
            <EmptyState title={term.cleanValue.length > 0 ? t('tooShortTitle') : t('emptyTitle')} description={t('tooShortBody', { min: MIN_SEARCH_TERM_LENGTH })}>
              <LinkButton href={catalogueHref({})}>{t('browseAll')}</LinkButton>
            </EmptyState>
          )}
        </div>
      )}

      {categories ? (
        <Section id="search-categories" title={t('suggestCategories')}>
          <CategoryGrid categories={categories.filter((c) => c.courseCount > 0)} showDescription={false} />
        </Section>
      ) : null}
      {popular ? (
        <Section id="search-popular" title={t('suggestPopular')} action={{ href: catalogueHref({ sort: 'popular' }), label: t('browseAll') }}>
          <CourseGrid courses={popular} />
        </Section>
      ) : null}
    </PageContainer>
  );
}

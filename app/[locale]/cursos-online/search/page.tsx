import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listCourseItems } from '@/lib/server/services/catalogue';
import { getCachedCategoryFacets } from '@/lib/server/services/catalogue-figures-cache';
import { cachedSearchCourses } from '@/lib/server/services/search-cache';
import { MIN_SEARCH_TERM_LENGTH, parseSearchTerm } from '@/lib/domain/catalogue/search-term';
import { hasSearchFilters, parseSearchPageParams, SEARCH_PATH, searchHref, searchQuery } from '@/lib/domain/catalogue/search-params';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { SearchForm } from '@/components/catalogue/SearchForm';
import { CategoryGrid } from '@/components/catalogue/CategoryGrid';
import { CataloguePagination } from '@/components/catalogue/CataloguePagination';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { TextLink } from '@/components/catalogue/TextLink';
import { Icon } from '@/components/ui/Icon';
import { InfoNotice } from '@/components/ui/InfoNotice';
import { SearchFacets } from '@/components/search/SearchFacets';
import { SearchResultsTracking } from '@/components/search/SearchResultsTracking';
import { CourseGrid } from '@/components/course/CourseGrid';
import { CATALOGUE_PAGE_SIZE, catalogueHref, type SearchParams } from '@/lib/domain/catalogue/catalogue-params';
import { pageCount, pageStartIndex } from '@/lib/domain/pagination/page-numbers';
import styles from './page.module.css';

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
    ? await cachedSearchCourses(db, {
        term: term.value,
        locale,
        offset: pageStartIndex(page, CATALOGUE_PAGE_SIZE),
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
  const first = results && results.items.length > 0 ? pageStartIndex(page, CATALOGUE_PAGE_SIZE) + 1 : 0;
  const last = results ? pageStartIndex(page, CATALOGUE_PAGE_SIZE) + results.items.length : 0;

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
            <InfoNotice icon={<Icon name="alertInfoOutlined" size={22} />} className={styles.notice}>
              {t(results.match === 'partial' ? 'partialNotice' : 'fuzzyNotice', { term: q })}
            </InfoNotice>
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
            <SearchResultsTracking term={q} offset={pageStartIndex(page, CATALOGUE_PAGE_SIZE)} resultsPage={page}>
              <CourseGrid courses={results.items} />
            </SearchResultsTracking>
          ) : results.totalCount > 0 ? (
            <EmptyState title={t('pageEmptyTitle', { page })}>
              <LinkButton href={searchHref(q, { ...applied })}>{t('firstPage')}</LinkButton>
            </EmptyState>
          ) : (
            <EmptyState icon={<Icon name="searchOffRounded" />} title={t('filteredEmptyTitle', { term: q })} description={t('filteredEmptyBody')}>
              <LinkButton href={searchHref(q)}>{t('clearFilters')}</LinkButton>
            </EmptyState>
          )}
          <CataloguePagination
            page={page}
            pageCount={pageCount(results.totalCount, CATALOGUE_PAGE_SIZE)}
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
            <EmptyState icon={<Icon name="searchOffRounded" />} title={t('noResultsTitle', { term: q })} description={t('noResultsBody')}>
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

import type { Metadata } from 'next';
import { WithMui } from '@/components/providers/WithMui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
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
import { LinkButton, NavLink } from '@/components/catalogue/links';
import { SearchFacets } from '@/components/search/SearchFacets';
import { SearchResultsTracking } from '@/components/search/SearchResultsTracking';
import { CourseGrid } from '@/components/course/CourseGrid';
import { CATALOGUE_PAGE_SIZE, catalogueHref, pageCount, pageStartIndex, type SearchParams } from '@/lib/catalogue/catalogue-params';

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
async function SearchPageContent({ params, searchParams }: Props) {
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
        <Box sx={{ mt: 2 }}>
          <SearchForm defaultValue={term.cleanValue} id="search-page-input" />
        </Box>
        {results?.suggestion ? (
          <Typography sx={{ mt: 2 }} role="status">
            {t.rich('didYouMean', {
              suggestion: results.suggestion,
              link: (chunks) => (
                <NavLink href={searchHref(results.suggestion!)} color="primary" underline="always" sx={{ fontWeight: 700 }}>
                  {chunks}
                </NavLink>
              ),
            })}
          </Typography>
        ) : null}
      </PageHeader>

      {results && anyMatch ? (
        <Box component="section" aria-labelledby="search-results-title" sx={{ py: 2 }}>
          {results.match === 'fuzzy' || results.match === 'partial' ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t(results.match === 'partial' ? 'partialNotice' : 'fuzzyNotice', { term: q })}
            </Alert>
          ) : null}
          <SearchFacets term={q} facets={results.facets} filters={applied} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {/* The live region wraps the heading: role="status" is not allowed on an <h2> (axe aria-allowed-role). */}
            <div role="status">
              <Typography id="search-results-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t('resultsCount', { count: results.totalCount, formatted: format.number(results.totalCount), term: q })}
              </Typography>
            </div>
            {results.items.length > 0 && results.totalCount > CATALOGUE_PAGE_SIZE ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('range', { first, last, total: format.number(results.totalCount) })}
              </Typography>
            ) : null}
          </Box>
          {results.items.length > 0 ? (
            <SearchResultsTracking term={q} offset={pageStartIndex(page)} resultsPage={page}>
              <CourseGrid courses={results.items} />
            </SearchResultsTracking>
          ) : results.totalCount > 0 ? (
            <EmptyState title={t('pageEmptyTitle', { page })}>
              <LinkButton href={searchHref(q, { ...applied })}>{t('firstPage')}</LinkButton>
            </EmptyState>
          ) : (
            <EmptyState icon={<SearchOffRoundedIcon />} title={t('filteredEmptyTitle', { term: q })} description={t('filteredEmptyBody')}>
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
        </Box>
      ) : (
        <Box sx={{ py: 2 }}>
          {term.isValid ? (
            <EmptyState icon={<SearchOffRoundedIcon />} title={t('noResultsTitle', { term: q })} description={t('noResultsBody')}>
              <LinkButton href={catalogueHref({})}>{t('browseAll')}</LinkButton>
            </EmptyState>
          ) : (
            <EmptyState title={term.cleanValue.length > 0 ? t('tooShortTitle') : t('emptyTitle')} description={t('tooShortBody', { min: MIN_SEARCH_TERM_LENGTH })}>
              <LinkButton href={catalogueHref({})}>{t('browseAll')}</LinkButton>
            </EmptyState>
          )}
        </Box>
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

/** The page still renders MUI (issue 14: its segment's other pages do not, so no segment layout). */
export default async function SearchPage(props: Props) {
  return <WithMui>{await SearchPageContent(props)}</WithMui>;
}

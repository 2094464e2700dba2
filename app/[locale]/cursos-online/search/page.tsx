import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { listCourses } from '@/lib/server/services/catalogue';
import { listCategoryFacets } from '@/lib/server/services/catalogue-facets';
import { parseSearchTerm } from '@/lib/catalogue/search-term';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { SearchForm } from '@/components/catalogue/SearchForm';
import { CategoryGrid } from '@/components/catalogue/CategoryGrid';
import { CataloguePagination } from '@/components/catalogue/CataloguePagination';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { CourseGrid } from '@/components/course/CourseGrid';
import { CATALOGUE_PAGE_SIZE, catalogueHref, pageCount, pageStartIndex, parsePage, type SearchParams } from '@/lib/catalogue/catalogue-params';

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

/** Search landing (spec §2: /cursos-online/search/?q=…); the term is searched only when valid (§5). */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const term = parseSearchTerm(sp.q);
  const page = parsePage(sp.page);
  const t = await getTranslations('catalogue.search');
  const tp = await getTranslations('catalogue.pagination');
  const format = await getFormatter();
  const db = await getDb();

  const results = term.isValid
    ? await listCourses(db, { offset: pageStartIndex(page), limit: CATALOGUE_PAGE_SIZE, search: term.evaluatedValue, sort: 'popular' })
    : null;
  const needSuggestions = !results || results.totalCount === 0;
  const [popular, categories] = needSuggestions
    ? await Promise.all([listCourses(db, { offset: 0, limit: 4, sort: 'popular' }), listCategoryFacets(db)])
    : [null, null];

  return (
    <PageContainer>
      <PageHeader title={term.isValid ? t('titleTerm', { term: term.evaluatedValue }) : t('title')}>
        <Box sx={{ mt: 2 }}>
          <SearchForm defaultValue={term.cleanValue} id="search-page-input" />
        </Box>
      </PageHeader>

      {results && results.totalCount > 0 ? (
        <Box component="section" aria-labelledby="search-results-title" sx={{ py: 2 }}>
          <Typography id="search-results-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }} role="status">
            {t('resultsCount', { count: results.totalCount, formatted: format.number(results.totalCount), term: term.evaluatedValue })}
          </Typography>
          {results.items.length > 0 ? (
            <CourseGrid courses={results.items} />
          ) : (
            <EmptyState title={t('pageEmptyTitle', { page })}>
              <LinkButton href={`/cursos-online/search/?q=${encodeURIComponent(term.evaluatedValue)}`}>{t('firstPage')}</LinkButton>
            </EmptyState>
          )}
          <CataloguePagination
            page={page}
            pageCount={pageCount(results.totalCount)}
            pathname="/cursos-online/search/"
            query={{ q: term.evaluatedValue, ...(page > 1 ? { page: String(page) } : {}) }}
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
            <EmptyState icon={<SearchOffRoundedIcon />} title={t('noResultsTitle', { term: term.evaluatedValue })} description={t('noResultsBody')}>
              <LinkButton href={catalogueHref({})}>{t('browseAll')}</LinkButton>
            </EmptyState>
          ) : (
            <EmptyState title={term.cleanValue.length > 0 ? t('tooShortTitle') : t('emptyTitle')} description={t('tooShortBody', { min: 2 })}>
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
          <CourseGrid courses={popular.items} />
        </Section>
      ) : null}
    </PageContainer>
  );
}

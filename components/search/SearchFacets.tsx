import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { LinkChip, NavLink } from '@/components/catalogue/links';
import type { SearchFacets as Facets } from '@/lib/server/services/search';
import { hasSearchFilters, searchHref, type SearchPageParams } from '@/lib/catalogue/search-params';

const chipRow = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 } as const;

/**
 * The facets of a search as filter chips (plain links, so they work without JavaScript):
 * category, level and price, each with its count; a chosen chip is highlighted and its
 * group's first chip removes that filter. Changing a filter goes back to page 1.
 */
export function SearchFacets({ term, facets, filters }: { term: string; facets: Facets; filters: Omit<SearchPageParams, 'page'> }) {
  const t = useTranslations('catalogue.search');
  const tc = useTranslations('course');
  const href = (change: Partial<SearchPageParams>) => searchHref(term, { ...filters, ...change, page: 1 });
  const chip = (label: string, count: number) => t('chip', { label, count });
  const showPrice = facets.price.free > 0 && facets.price.paid > 0;
  return (
    <Box component="nav" aria-label={t('filtersLabel')} sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 3 }}>
      {facets.categories.length > 0 ? (
        <div>
          <Typography component="h2" variant="overline" id="search-facet-category" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('facetCategory')}
          </Typography>
          <Box component="ul" aria-labelledby="search-facet-category" sx={chipRow}>
            <li>
              <LinkChip href={href({ category: null })} label={t('allCategories')} selected={!filters.category} size="small" />
            </li>
            {facets.categories.map((c) => (
              <li key={c.slug}>
                <LinkChip href={href({ category: c.slug })} label={chip(c.name, c.count)} selected={filters.category === c.slug} size="small" />
              </li>
            ))}
          </Box>
        </div>
      ) : null}
      {facets.levels.length > 1 || filters.level ? (
        <div>
          <Typography component="h2" variant="overline" id="search-facet-level" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('facetLevel')}
          </Typography>
          <Box component="ul" aria-labelledby="search-facet-level" sx={chipRow}>
            <li>
              <LinkChip href={href({ level: null })} label={t('allLevels')} selected={!filters.level} size="small" />
            </li>
            {facets.levels.map((l) => (
              <li key={l.value}>
                <LinkChip href={href({ level: l.value })} label={chip(tc(`levels.${l.value}`), l.count)} selected={filters.level === l.value} size="small" />
              </li>
            ))}
          </Box>
        </div>
      ) : null}
      {showPrice || filters.price ? (
        <div>
          <Typography component="h2" variant="overline" id="search-facet-price" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('facetPrice')}
          </Typography>
          <Box component="ul" aria-labelledby="search-facet-price" sx={chipRow}>
            <li>
              <LinkChip href={href({ price: null })} label={t('allPrices')} selected={!filters.price} size="small" />
            </li>
            <li>
              <LinkChip href={href({ price: 'free' })} label={chip(t('priceFree'), facets.price.free)} selected={filters.price === 'free'} size="small" />
            </li>
            <li>
              <LinkChip href={href({ price: 'paid' })} label={chip(t('pricePaid'), facets.price.paid)} selected={filters.price === 'paid'} size="small" />
            </li>
          </Box>
        </div>
      ) : null}
      {hasSearchFilters(filters) ? (
        <div>
          <NavLink href={searchHref(term)} color="primary" underline="always">
            {t('clearFilters')}
          </NavLink>
        </div>
      ) : null}
    </Box>
  );
}

import { useTranslations } from 'next-intl';
import { ChipGroup } from '@/components/catalogue/ChipGroup';
import { TextLink } from '@/components/catalogue/TextLink';
import type { SearchFacets as Facets } from '@/lib/server/services/search';
import { hasSearchFilters, searchHref, type SearchPageParams } from '@/lib/domain/catalogue/search-params';
import styles from './SearchFacets.module.css';

/**
 * The facets of a search as filter chips (plain links, so they work without JavaScript):
 * category, level and price, each with its count; a chosen chip is highlighted and its
 * group's first chip removes that filter. Changing a filter goes back to page 1. Server markup.
 */
export function SearchFacets({ term, facets, filters }: { term: string; facets: Facets; filters: Omit<SearchPageParams, 'page'> }) {
  const t = useTranslations('catalogue.search');
  const tc = useTranslations('course');
  const href = (change: Partial<SearchPageParams>) => searchHref(term, { ...filters, ...change, page: 1 });
  const chip = (label: string, count: number) => t('chip', { label, count });
  const showPrice = facets.price.free > 0 && facets.price.paid > 0;
  return (
    <nav aria-label={t('filtersLabel')} className={styles.facets}>
      {facets.categories.length > 0 ? (
        <ChipGroup
          id="search-facet-category"
          title={t('facetCategory')}
          size="small"
          options={[
            { key: '', href: href({ category: null }), label: t('allCategories'), selected: !filters.category },
            ...facets.categories.map((c) => ({ key: c.slug, href: href({ category: c.slug }), label: chip(c.name, c.count), selected: filters.category === c.slug })),
          ]}
        />
      ) : null}
      {facets.levels.length > 1 || filters.level ? (
        <ChipGroup
          id="search-facet-level"
          title={t('facetLevel')}
          size="small"
          options={[
            { key: '', href: href({ level: null }), label: t('allLevels'), selected: !filters.level },
            ...facets.levels.map((l) => ({ key: l.value, href: href({ level: l.value }), label: chip(tc(`levels.${l.value}`), l.count), selected: filters.level === l.value })),
          ]}
        />
      ) : null}
      {showPrice || filters.price ? (
        <ChipGroup
          id="search-facet-price"
          title={t('facetPrice')}
          size="small"
          options={[
            { key: '', href: href({ price: null }), label: t('allPrices'), selected: !filters.price },
            { key: 'free', href: href({ price: 'free' }), label: chip(t('priceFree'), facets.price.free), selected: filters.price === 'free' },
            { key: 'paid', href: href({ price: 'paid' }), label: chip(t('pricePaid'), facets.price.paid), selected: filters.price === 'paid' },
          ]}
        />
      ) : null}
      {hasSearchFilters(filters) ? (
        <div>
          <TextLink href={searchHref(term)}>{t('clearFilters')}</TextLink>
        </div>
      ) : null}
    </nav>
  );
}

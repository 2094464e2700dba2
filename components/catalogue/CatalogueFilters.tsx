import { useLocale, useTranslations } from 'next-intl';
import type { CategoryFacet } from '@/lib/server/services/catalogue-facets';
import { localized } from '@/lib/domain/i18n/localized';
import { ChipGroup } from './ChipGroup';
import styles from './CatalogueFilters.module.css';
import { CATALOGUE_SORTS, catalogueHref, type CatalogueParams } from '@/lib/domain/catalogue/catalogue-params';

/** Category, subcategory and sort filters of the catalogue listing, as plain links. */
export function CatalogueFilters({ categories, params }: { categories: CategoryFacet[]; params: CatalogueParams }) {
  const t = useTranslations('catalogue.filters');
  const locale = useLocale();
  const current = categories.find((c) => c.slug === params.category) ?? null;
  return (
    <nav aria-label={t('label')} className={styles.filters}>
      <ChipGroup
        id="filter-category"
        title={t('category')}
        options={[
          { key: '', href: catalogueHref({ sort: params.sort }), label: t('allCategories'), selected: !params.category },
          ...categories
            .filter((c) => c.courseCount > 0)
            .map((c) => ({
              key: String(c.id),
              href: catalogueHref({ category: c.slug, sort: params.sort }),
              label: `${localized(c.name, locale)} (${c.courseCount})`,
              selected: params.category === c.slug,
            })),
        ]}
      />
      {current && current.subcategories.length > 0 ? (
        <ChipGroup
          id="filter-subcategory"
          title={t('subcategory')}
          size="small"
          options={[
            { key: '', href: catalogueHref({ category: current.slug, sort: params.sort }), label: t('allSubcategories'), selected: !params.subcategory },
            ...current.subcategories
              .filter((s) => s.courseCount > 0)
              .map((s) => ({
                key: String(s.id),
                href: catalogueHref({ category: current.slug, subcategory: s.slug, sort: params.sort }),
                label: `${localized(s.name, locale)} (${s.courseCount})`,
                selected: params.subcategory === s.slug,
              })),
          ]}
        />
      ) : null}
      <ChipGroup
        id="filter-sort"
        title={t('sort')}
        size="small"
        options={CATALOGUE_SORTS.map((sort) => ({
          key: sort,
          href: catalogueHref({ category: params.category, subcategory: params.subcategory, sort }),
          label: t(`sorts.${sort}`),
          selected: params.sort === sort,
        }))}
      />
    </nav>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import type { CategoryFacet } from '@/lib/server/services/catalogue-facets';
import { localized } from '@/lib/i18n/localized';
import { LinkChip } from './links';
import { CATALOGUE_SORTS, catalogueHref, type CatalogueParams } from '@/lib/catalogue/catalogue-params';

/** Category, subcategory and sort filters of the catalogue listing, as plain links. */
export function CatalogueFilters({ categories, params }: { categories: CategoryFacet[]; params: CatalogueParams }) {
  const t = useTranslations('catalogue.filters');
  const locale = useLocale();
  const current = categories.find((c) => c.slug === params.category) ?? null;
  const chipRow = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 } as const;
  return (
    <Box component="nav" aria-label={t('label')} sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 3 }}>
      <div>
        <Typography component="h2" variant="overline" id="filter-category" sx={{ color: 'text.secondary', display: 'block' }}>
          {t('category')}
        </Typography>
        <Box component="ul" aria-labelledby="filter-category" sx={chipRow}>
          <li>
            <LinkChip href={catalogueHref({ sort: params.sort })} label={t('allCategories')} selected={!params.category} />
          </li>
          {categories.filter((c) => c.courseCount > 0).map((c) => (
            <li key={c.id}>
              <LinkChip
                href={catalogueHref({ category: c.slug, sort: params.sort })}
                label={`${localized(c.name, locale)} (${c.courseCount})`}
                selected={params.category === c.slug}
              />
            </li>
          ))}
        </Box>
      </div>
      {current && current.subcategories.length > 0 ? (
        <div>
          <Typography component="h2" variant="overline" id="filter-subcategory" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('subcategory')}
          </Typography>
          <Box component="ul" aria-labelledby="filter-subcategory" sx={chipRow}>
            <li>
              <LinkChip href={catalogueHref({ category: current.slug, sort: params.sort })} label={t('allSubcategories')} selected={!params.subcategory} size="small" />
            </li>
            {current.subcategories.filter((s) => s.courseCount > 0).map((s) => (
              <li key={s.id}>
                <LinkChip
                  href={catalogueHref({ category: current.slug, subcategory: s.slug, sort: params.sort })}
                  label={`${localized(s.name, locale)} (${s.courseCount})`}
                  selected={params.subcategory === s.slug}
                  size="small"
                />
              </li>
            ))}
          </Box>
        </div>
      ) : null}
      <div>
        <Typography component="h2" variant="overline" id="filter-sort" sx={{ color: 'text.secondary', display: 'block' }}>
          {t('sort')}
        </Typography>
        <Box component="ul" aria-labelledby="filter-sort" sx={chipRow}>
          {CATALOGUE_SORTS.map((sort) => (
            <li key={sort}>
              <LinkChip
                href={catalogueHref({ category: params.category, subcategory: params.subcategory, sort })}
                label={t(`sorts.${sort}`)}
                selected={params.sort === sort}
                size="small"
              />
            </li>
          ))}
        </Box>
      </div>
    </Box>
  );
}

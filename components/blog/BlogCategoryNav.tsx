import Box from '@mui/material/Box';
import { useLocale, useTranslations } from 'next-intl';
import { LinkChip } from '@/components/catalogue/links';
import { localized } from '@/lib/i18n/localized';
import type { BlogCategoryRecord } from '@/lib/server/services/blog';

/** Category chips of the blog: 'All' then each category with posts; the current one is marked. */
export function BlogCategoryNav({ categories, current }: { categories: BlogCategoryRecord[]; current: string | null }) {
  const t = useTranslations('blog');
  const locale = useLocale();
  return (
    <Box component="nav" aria-label={t('categoriesLabel')} sx={{ my: 2 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <li>
          <LinkChip href="/blog/" label={t('allCategories')} selected={current === null} />
        </li>
        {categories
          .filter((c) => c.postCount > 0 || c.slug === current)
          .map((category) => (
            <li key={category.id}>
              <LinkChip
                href={`/blog/categoria/${category.slug}/`}
                label={t('categoryChip', { name: localized(category.name, locale), count: category.postCount })}
                selected={current === category.slug}
              />
            </li>
          ))}
      </Box>
    </Box>
  );
}

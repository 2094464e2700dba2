import { useLocale, useTranslations } from 'next-intl';
import { LinkChip } from '@/components/catalogue/LinkChip';
import { localized } from '@/lib/domain/i18n/localized';
import type { BlogCategoryRecord } from '@/lib/server/services/blog';
import styles from './BlogCategoryNav.module.css';

/** Category chips of the blog: 'All' then each category with posts; the current one is marked. */
export function BlogCategoryNav({ categories, current }: { categories: BlogCategoryRecord[]; current: string | null }) {
  const t = useTranslations('blog');
  const locale = useLocale();
  return (
    <nav aria-label={t('categoriesLabel')} className={styles.nav}>
      <ul className={styles.list}>
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
      </ul>
    </nav>
  );
}

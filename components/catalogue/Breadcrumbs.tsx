import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/LocalizedLink';
import styles from './Breadcrumbs.module.css';

export type Crumb = { label: string; href?: string };

/**
 * Trail of links to the parent pages; the last crumb is the current page. Plain server markup
 * (nav > ol > li) styled by Breadcrumbs.module.css; the separators are hidden from assistive technology.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('catalogue');
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, i) => (
          <li key={item.href ?? item.label} className={styles.item}>
            {item.href && i < items.length - 1 ? (
              <Link href={item.href} className={styles.link}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            )}
            {i < items.length - 1 ? <span aria-hidden="true" className={styles.separator}>/</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

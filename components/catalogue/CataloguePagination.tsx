import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/LocalizedLink';
import { withQuery } from '@/lib/domain/catalogue/catalogue-params';
import { paginationItems } from '@/lib/domain/catalogue/pagination-items';
import styles from './CataloguePagination.module.css';

export type PaginationLabels = {
  /** Name of the navigation landmark. */
  nav: string;
  /** '{page}' is replaced by the page number. */
  page: string;
  first: string;
  last: string;
  previous: string;
  next: string;
};

/**
 * Page links (?page=N) that keep the other query parameters; page 1 drops the parameter.
 * Real links, so crawlers and visitors without JavaScript can page through the list. Server
 * markup (issue 14): the items are lib/domain/catalogue/pagination-items.ts, the look MUI's.
 */
export function CataloguePagination({ page, pageCount, pathname, query, labels }: {
  page: number;
  pageCount: number;
  pathname: string;
  query: Record<string, string>;
  labels: PaginationLabels;
}) {
  if (pageCount <= 1) return null;
  const hrefFor = (n: number) => {
    const q = { ...query };
    delete q.page;
    if (n > 1) q.page = String(n);
    return withQuery(pathname, q);
  };
  return (
    <nav aria-label={labels.nav} className={styles.bar}>
      <ul className={styles.list}>
        {paginationItems(page, pageCount).map((item) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <li key={item.type}>
                <span className={styles.item}>…</span>
              </li>
            );
          }
          if (item.type === 'page') {
            return (
              <li key={item.page}>
                <Link
                  href={hrefFor(item.page)}
                  aria-label={labels.page.replace('{page}', String(item.page))}
                  aria-current={item.current ? 'page' : undefined}
                  className={item.current ? `${styles.item} ${styles.current}` : styles.item}
                >
                  {item.page}
                </Link>
              </li>
            );
          }
          const icon = <Icon name={item.type === 'previous' ? 'navigateBefore' : 'navigateNext'} size={20} />;
          return (
            <li key={item.type}>
              {item.page === null ? (
                // As MUI drew it: a disabled button at the first or last page.
                <button type="button" disabled aria-label={labels[item.type]} className={`${styles.item} ${styles.disabled}`}>
                  {icon}
                </button>
              ) : (
                <Link href={hrefFor(item.page)} aria-label={labels[item.type]} className={styles.item}>
                  {icon}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

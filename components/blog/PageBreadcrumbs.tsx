import { Link } from '@/components/ui/LocalizedLink';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { absoluteUrl } from '@/lib/domain/seo/site-url';
import styles from './PageBreadcrumbs.module.css';

export type Crumb = { label: string; href: string };

/** schema.org BreadcrumbList for `crumbs` (the last one is the current page). */
export function breadcrumbJsonLd(crumbs: Crumb[], locale: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href, locale),
    })),
  };
}

/**
 * Visible breadcrumb trail (a labelled nav; the current page is aria-current) plus its JSON-LD.
 * Plain server markup styled by PageBreadcrumbs.module.css.
 */
export function PageBreadcrumbs({ crumbs, label, locale, withJsonLd = true }: { crumbs: Crumb[]; label: string; locale: string; withJsonLd?: boolean }) {
  const last = crumbs.length - 1;
  return (
    <>
      <nav aria-label={label} className={styles.nav}>
        <ol className={styles.list}>
          {crumbs.map((crumb, index) => (
            <li key={crumb.href} className={styles.item}>
              {index === last ? (
                <span aria-current="page" className={styles.current}>
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              )}
              {index < last ? <span aria-hidden="true" className={styles.separator}>/</span> : null}
            </li>
          ))}
        </ol>
      </nav>
      {withJsonLd ? <JsonLd data={breadcrumbJsonLd(crumbs, locale)} /> : null}
    </>
  );
}

import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { NavLink } from '@/components/catalogue/links';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { absoluteUrl } from './site-url';

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

/** Visible breadcrumb trail (a labelled nav; the current page is aria-current) plus its JSON-LD. */
export function PageBreadcrumbs({ crumbs, label, locale, withJsonLd = true }: { crumbs: Crumb[]; label: string; locale: string; withJsonLd?: boolean }) {
  const last = crumbs.length - 1;
  return (
    <>
      <Breadcrumbs aria-label={label} sx={{ pt: { xs: 2, sm: 3 }, '& ol': { flexWrap: 'wrap' } }}>
        {crumbs.map((crumb, index) =>
          index === last ? (
            <Typography key={crumb.href} color="text.primary" aria-current="page" sx={{ fontSize: '0.875rem', maxWidth: { xs: 220, sm: 480 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {crumb.label}
            </Typography>
          ) : (
            <NavLink key={crumb.href} href={crumb.href} sx={{ fontSize: '0.875rem' }}>
              {crumb.label}
            </NavLink>
          ),
        )}
      </Breadcrumbs>
      {withJsonLd ? <JsonLd data={breadcrumbJsonLd(crumbs, locale)} /> : null}
    </>
  );
}

'use client';

import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link } from '@/lib/i18n/navigation';
import { withQuery } from '@/lib/catalogue/catalogue-params';

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
 * Real links, so crawlers and visitors without JavaScript can page through the list.
 */
export function CataloguePagination({ page, pageCount, pathname, query, labels }: {
  page: number;
  pageCount: number;
  pathname: string;
  query: Record<string, string>;
  labels: PaginationLabels;
}) {
  if (pageCount <= 1) return null;
  const hrefFor = (n: number | null) => {
    const q = { ...query };
    delete q.page;
    if (n && n > 1) q.page = String(n);
    return withQuery(pathname, q);
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      {/* Pagination renders the <nav> landmark itself. */}
      <Pagination
        aria-label={labels.nav}
        page={page}
        count={pageCount}
        color="primary"
        siblingCount={1}
        boundaryCount={1}
        getItemAriaLabel={(type, n) => {
          if (type === 'page') return labels.page.replace('{page}', String(n));
          return type === 'first' || type === 'last' || type === 'previous' || type === 'next' ? labels[type] : '';
        }}
        renderItem={(item) =>
          item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
            <PaginationItem {...item} />
          ) : (
            <PaginationItem component={Link} href={hrefFor(item.page)} {...item} />
          )
        }
      />
    </Box>
  );
}

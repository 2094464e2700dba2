/**
 * The blog listing's cached pages (spec §2 /blog/ with ?page=N; issue 14 item 1): which
 * requests a cached page serves, and the path segment that names each.
 */
import { describe, expect, it } from 'vitest';
import { blogViewKey, blogViewPath, parseBlogViewKey } from '@/lib/domain/blog/blog-view';
import { pageHref } from '@/lib/domain/blog/pagination';

const path = (query: string) => blogViewPath('/blog/', new URLSearchParams(query));

describe('blog listing views', () => {
  it('caches the URLs the listing links to: no query for page 1, page=N from 2', () => {
    expect(path('')).toBe('/blog-view/pagina-1/');
    expect(path('page=2')).toBe('/blog-view/pagina-2/');
    expect(path('page=37&_rsc=x1')).toBe('/blog-view/pagina-37/');
    for (const page of [1, 2, 9]) expect(path(pageHref('/blog/', page).split('?')[1] ?? ''), String(page)).toBe(`/blog-view/${blogViewKey(page)}/`);
  });

  it('renders any other query per request', () => {
    for (const query of ['page=1', 'page=02', 'page=x', 'page=2&page=3', 'page=2&ref=x', 'ref=x', 'page=99999999']) expect(path(query), query).toBeNull();
    // Tracking parameters (spec §2, §9) say where a visit came from, not what the page shows.
    expect(path('page=2&utm_source=x')).toBe(path('page=2'));
    expect(path('source_page=home&source_detail=blog')).toBe(path(''));
    expect(blogViewPath('/blog/un-articulo/', new URLSearchParams(''))).toBeNull();
    expect(blogViewPath('/blog/categoria/diseno/', new URLSearchParams('page=2'))).toBeNull();
  });

  it('a key names one page; anything else is not a view (and no key has a dot, which the proxy would take for a file)', () => {
    expect(parseBlogViewKey('pagina-1')).toBe(1);
    expect(parseBlogViewKey('pagina-12')).toBe(12);
    for (const key of ['pagina-0', 'pagina-01', 'pagina-', 'pagina-x', 'page-2', '']) expect(parseBlogViewKey(key), key).toBeNull();
    expect(blogViewKey(3)).not.toMatch(/\./);
  });
});

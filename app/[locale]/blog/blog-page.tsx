import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogListing } from '@/components/blog/BlogListing';
import { BLOG_PAGE_SIZE, pageHref } from '@/lib/domain/blog/pagination';
import { pageCount, pageStartIndex } from '@/lib/domain/pagination/page-numbers';
import { BLOG_PATH } from '@/lib/domain/blog/blog-view';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { listBlogCategories, listBlogPosts } from '@/lib/server/services/blog';

/*
 * The blog listing (spec §2 /blog/, ?page=N), for its two routes: the cached pages
 * (app/[locale]/blog-view/[view]/, which the proxy rewrites /blog/ and /blog/?page=N to) and
 * /blog/ itself, rendered per request for any other query (issue 14 item 1; lib/domain/blog/blog-view.ts).
 */

const PATH = BLOG_PATH;

export async function blogMetadata(locale: string, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return {
    title: page > 1 ? t('metaTitlePaged', { page }) : t('metaTitle'),
    description: t('metaDescription', { product: PRODUCT_NAME }),
    alternates: pageAlternates(pageHref(PATH, page), locale),
  };
}

export async function BlogPageView({ locale, page }: { locale: string; page: number }) {
  setRequestLocale(locale);
  const db = await getDb();
  const [t, categories, { items, totalCount }] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    listBlogCategories(db),
    listBlogPosts(db, { offset: pageStartIndex(page, BLOG_PAGE_SIZE), limit: BLOG_PAGE_SIZE }),
  ]);
  const pages = pageCount(totalCount, BLOG_PAGE_SIZE);
  if (page > pages) notFound();
  return (
    <BlogListing
      locale={locale}
      title={t('title', { product: PRODUCT_NAME })}
      lead={t('lead')}
      posts={items}
      totalCount={totalCount}
      page={page}
      pageCount={pages}
      categories={categories}
      currentCategory={null}
      basePath={PATH}
    />
  );
}

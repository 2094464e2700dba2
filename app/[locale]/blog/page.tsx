import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogListing } from '@/components/blog/BlogListing';
import { BLOG_PAGE_SIZE, pageHref } from '@/lib/blog/pagination';
import { pageCount, pageStartIndex, parsePage } from '@/lib/pagination/page-numbers';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { listBlogCategories, listBlogPosts } from '@/lib/server/services/blog';

// Reads searchParams (page, filters, query): rendered per request; the data reads behind it
// are cheap indexed queries and the page reads no cookies.
export const dynamic = 'force-dynamic';

const PATH = '/blog/';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const page = parsePage((await searchParams).page);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return {
    title: page > 1 ? t('metaTitlePaged', { page }) : t('metaTitle'),
    description: t('metaDescription', { product: PRODUCT_NAME }),
    alternates: pageAlternates(pageHref(PATH, page), locale),
  };
}

export default async function BlogPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = parsePage((await searchParams).page);
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

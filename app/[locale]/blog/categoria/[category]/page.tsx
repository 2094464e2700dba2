import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogListing } from '@/components/blog/BlogListing';
import { BLOG_PAGE_SIZE, pageHref } from '@/lib/domain/blog/pagination';
import { pageCount, pageStartIndex, parsePage } from '@/lib/domain/pagination/page-numbers';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { localized } from '@/lib/domain/i18n/localized';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { listBlogCategories, listBlogPosts } from '@/lib/server/services/blog';

// Reads searchParams (page, filters, query): rendered per request; the data reads behind it
// are cheap indexed queries and the page reads no cookies.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; category: string }>; searchParams: Promise<{ page?: string | string[] }> };

const loadCategories = cache(async () => listBlogCategories(await getDb()));

async function findCategory(slug: string) {
  return (await loadCategories()).find((c) => c.slug === slug) ?? null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, category: slug } = await params;
  const category = await findCategory(slug);
  if (!category) return {};
  const page = parsePage((await searchParams).page);
  const t = await getTranslations({ locale, namespace: 'blog.category' });
  const name = localized(category.name, locale);
  return {
    title: page > 1 ? t('metaTitlePaged', { category: name, page }) : t('metaTitle', { category: name }),
    description: t('metaDescription', { category: name, product: PRODUCT_NAME }),
    alternates: pageAlternates(pageHref(`/blog/categoria/${category.slug}/`, page), locale),
  };
}

export default async function BlogCategoryPage({ params, searchParams }: Props) {
  const { locale, category: slug } = await params;
  setRequestLocale(locale);
  const category = await findCategory(slug);
  if (!category) notFound();
  const page = parsePage((await searchParams).page);
  const [t, categories, { items, totalCount }] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.category' }),
    loadCategories(),
    listBlogPosts(await getDb(), { offset: pageStartIndex(page, BLOG_PAGE_SIZE), limit: BLOG_PAGE_SIZE, categoryId: category.id }),
  ]);
  const pages = pageCount(totalCount, BLOG_PAGE_SIZE);
  if (page > pages) notFound();
  const name = localized(category.name, locale);
  return (
    <BlogListing
      locale={locale}
      title={t('title', { category: name })}
      lead={t('lead', { category: name })}
      posts={items}
      totalCount={totalCount}
      page={page}
      pageCount={pages}
      categories={categories}
      currentCategory={category.slug}
      basePath={`/blog/categoria/${category.slug}/`}
    />
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseBlogViewKey } from '@/lib/domain/blog/blog-view';
import { blogMetadata, BlogPageView } from '../../blog/blog-page';

/**
 * The blog listing's pages from the page cache (issue 14 item 1): the proxy rewrites /blog/ and
 * /blog/?page=N (lib/domain/blog/blog-view.ts) to /blog-view/pagina-N/, which Next caches like any page
 * path; the browser keeps its /blog/ address. Each is cached on its first visit.
 */
export function generateStaticParams(): never[] {
  return [];
}

type Props = { params: Promise<{ locale: string; view: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view: key } = await params;
  const page = parseBlogViewKey(key);
  return page ? blogMetadata(locale, page) : {};
}

export default async function BlogViewPage({ params }: Props) {
  const { locale, view: key } = await params;
  const page = parseBlogViewKey(key);
  if (!page) notFound();
  return <BlogPageView locale={locale} page={page} />;
}

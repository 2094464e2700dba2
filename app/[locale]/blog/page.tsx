import type { Metadata } from 'next';
import { parsePage } from '@/lib/domain/pagination/page-numbers';
import { blogMetadata, BlogPageView } from './blog-page';

// Any query but the canonical ?page=N the proxy rewrites to the cached pages
// (app/[locale]/blog-view/[view]/): rendered per request; the data reads behind it are cheap
// indexed queries and the page reads no cookies.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, sp] = await Promise.all([params, searchParams]);
  return blogMetadata(locale, parsePage(sp.page));
}

export default async function BlogPage({ params, searchParams }: Props) {
  const [{ locale }, sp] = await Promise.all([params, searchParams]);
  return <BlogPageView locale={locale} page={parsePage(sp.page)} />;
}

import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/domain/catalogue/catalogue-params';
import { catalogueViewOf } from '@/lib/domain/catalogue/catalogue-view';
import { catalogueMetadata, CataloguePageView } from './catalogue-page';

// Any query but the canonical ones the proxy rewrites to the cached views
// (app/[locale]/catalogue-view/[view]/): rendered per request; the data reads behind it are
// cheap indexed queries and the page reads no cookies.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, sp] = await Promise.all([params, searchParams]);
  return catalogueMetadata(locale, catalogueViewOf(sp));
}

export default async function CataloguePage({ params, searchParams }: Props) {
  const [{ locale }, sp] = await Promise.all([params, searchParams]);
  return <CataloguePageView locale={locale} view={catalogueViewOf(sp)} />;
}

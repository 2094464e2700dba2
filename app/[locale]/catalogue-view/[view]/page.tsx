import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseCatalogueViewKey } from '@/lib/domain/catalogue/catalogue-view';
import { catalogueMetadata, CataloguePageView } from '../../cursos-online/catalogue-page';

/**
 * The catalogue's canonical views from the page cache (issue 14 item 1, issue 16 item 4): the
 * proxy rewrites /cursos-online/ with a canonical query (lib/domain/catalogue/catalogue-view.ts) to
 * /catalogue-view/<key>/, which Next caches like any page path; the browser keeps its
 * /cursos-online/?… address. None at build time (the database stays closed then): each view is
 * cached on its first visit and revalidated with the other public pages.
 */
export function generateStaticParams(): never[] {
  return [];
}

type Props = { params: Promise<{ locale: string; view: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view: key } = await params;
  const view = parseCatalogueViewKey(key);
  return view ? catalogueMetadata(locale, view) : {};
}

export default async function CatalogueViewPage({ params }: Props) {
  const { locale, view: key } = await params;
  const view = parseCatalogueViewKey(key);
  if (!view) notFound();
  return <CataloguePageView locale={locale} view={view} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import LocaleNotFound from '../not-found';

// Rendered per request: caching every unknown path a visitor (or a crawler) types would let
// anyone fill the page cache (lib/server/security/page-rendering.ts).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'common.notFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * Any unknown path under a locale: the translated not-found page, rendered as the page itself
 * rather than by throwing notFound(), so it is server-rendered inside the layout (a thrown
 * notFound() gets Next's empty error shell, vercel/next.js#62228). The proxy answers it with
 * status 404 (lib/server/security/page-rendering.ts isUnknownPagePath; issue 17 item 12).
 */
export default function UnknownPage() {
  return <LocaleNotFound />;
}

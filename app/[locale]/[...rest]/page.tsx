import { notFound } from 'next/navigation';

// Rendered per request: caching every unknown path a visitor (or a crawler) types would let
// anyone fill the page cache (lib/security/page-rendering.ts).
export const dynamic = 'force-dynamic';

/** Any unknown path under a locale gets the translated 404 of app/[locale]/not-found.tsx. */
export default function UnknownPage(): never {
  notFound();
}

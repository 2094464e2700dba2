/**
 * Sitemap index (/sitemap.xml): one entry per sitemap file (static pages, categories, courses
 * in chunks, bundles, micro-degrees, academies, blog, legal). Built from the database on request: nothing
 * here runs during `next build` (force-dynamic, no static params).
 */
import { getDb } from '@/lib/server/db/client';
import { sitemapChunkCounts } from '@/lib/server/services/sitemap';
import { sitemapPath } from '@/lib/domain/seo/sitemap-plan';
import { buildSitemapIndex } from '@/lib/domain/seo/sitemap-xml';
import { absoluteAssetUrl, siteOrigin } from '@/lib/domain/seo/site-url';
import { textResponse, xmlResponse } from '@/lib/domain/seo/xml-response';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    const origin = siteOrigin();
    const counts = await sitemapChunkCounts(await getDb());
    const entries = counts.flatMap(({ type, chunks }) =>
      Array.from({ length: chunks }, (_, i) => ({ loc: absoluteAssetUrl(sitemapPath({ type, chunk: i + 1 }), origin) })),
    );
    return xmlResponse(buildSitemapIndex(entries));
  } catch (error) {
    console.error('[sitemap] index failed:', error instanceof Error ? error.message : error);
    return textResponse('Sitemap temporarily unavailable', 503, { 'Retry-After': '60' });
  }
}

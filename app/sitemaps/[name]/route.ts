/**
 * One sitemap file, /sitemaps/{type}-{n}.xml (see lib/domain/seo/sitemap-plan.ts): each page once per
 * language with its hreflang alternates. Read from the database on request, never at build.
 */
import { getDb } from '@/lib/server/db/client';
import { sitemapPages } from '@/lib/server/services/sitemap';
import { parseSitemapName } from '@/lib/domain/seo/sitemap-plan';
import { buildUrlset } from '@/lib/domain/seo/sitemap-xml';
import { siteOrigin } from '@/lib/domain/seo/site-url';
import { textResponse, xmlResponse } from '@/lib/domain/seo/xml-response';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, context: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await context.params;
  const parsed = parseSitemapName(name);
  if (!parsed) return textResponse('Not found', 404);
  try {
    const pages = await sitemapPages(await getDb(), parsed);
    if (!pages) return textResponse('Not found', 404);
    return xmlResponse(buildUrlset(pages, { origin: siteOrigin() }));
  } catch (error) {
    console.error(`[sitemap] ${name} failed:`, error instanceof Error ? error.message : error);
    return textResponse('Sitemap temporarily unavailable', 503, { 'Retry-After': '60' });
  }
}

/**
 * Locally generated, deterministic images (covers, avatars, logos, social cards): no network
 * and no database. Without parameters the SVG is returned; `?fm=jpg|webp|png&w=&h=&q=` asks
 * for a bitmap rendered with sharp (fit cover; see lib/media/raster-params.ts). The same URL
 * always returns the same bytes, so every answer is immutable and varies on nothing.
 */
import { renderMedia } from '@/lib/media/render';
import { parseRasterParams, RASTER_CONTENT_TYPES } from '@/lib/media/raster-params';
import { rasterize } from '@/lib/media/raster';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await context.params;
  const query = new URL(request.url).searchParams;
  const svg = renderMedia(path ?? [], query);
  if (svg === null) return plain(404, 'Not found');

  const params = parseRasterParams(query);
  if (params.kind === 'error') return plain(400, `Bad image parameters: ${params.message}`);
  if (params.kind === 'raster') {
    let body: Buffer;
    try {
      body = await rasterize(svg, params.request);
    } catch (error) {
      console.error('[media] rasterise failed:', error instanceof Error ? error.message : error);
      return plain(500, 'Image could not be rendered');
    }
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': RASTER_CONTENT_TYPES[params.request.format],
        'Content-Length': String(body.byteLength),
        'Cache-Control': IMMUTABLE,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }
  return new Response(svg, {
    status: 200,
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run script or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

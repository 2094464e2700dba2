/**
 * Locally generated, deterministic images (covers, avatars, logos, social cards): no network.
 * Without parameters the SVG is returned; `?fm=jpg|webp|png&w=&h=&q=` asks for a bitmap rendered
 * with sharp (fit cover; see lib/domain/media/raster-params.ts). The same URL always returns the same
 * bytes, so every answer is immutable and varies on nothing.
 *
 * Issue 17 item 8: only images of rows that exist are served (lib/server/services/media-subjects.ts,
 * else 404); the same lookup tells what a cover is about (issue 18 item 10: its category's scene); bitmap sizes and qualities are snapped to the few the pages use
 * (lib/domain/media/raster-size.ts), renders are cached and bounded (lib/server/media/raster.ts); when every
 * render slot is taken the SVG is answered, uncached, instead of a bitmap.
 */
import { mediaSubject, renderSubject } from '@/lib/domain/media/render';
import { parseRasterParams, RASTER_CONTENT_TYPES } from '@/lib/domain/media/raster-params';
import { snapRasterRequest } from '@/lib/domain/media/raster-size';
import { rasterize } from '@/lib/server/media/raster';
import { SlotsBusyError } from '@/lib/server/media/render-slots';
import { getDb } from '@/lib/server/db/client';
import { mediaSubjectFacts, type SubjectFacts } from '@/lib/server/services/media-subjects';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

function svgResponse(svg: string, cacheControl: string): Response {
  return new Response(svg, {
    status: 200,
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run script or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/** The subject's facts (null: it does not exist); `degraded` when the database could not be asked. */
async function lookUp(subject: NonNullable<ReturnType<typeof mediaSubject>>): Promise<{ facts: SubjectFacts | null; degraded: boolean }> {
  try {
    return { facts: await mediaSubjectFacts(await getDb(), subject), degraded: false };
  } catch (error) {
    // Drawing needs no database: with it down, images still show (renders stay bounded), their
    // scene read from the slug's words; not cached, as the theme may differ once it is back.
    console.error('[media] existence check failed:', error instanceof Error ? error.message : error);
    return { facts: {}, degraded: true };
  }
}

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await context.params;
  const query = new URL(request.url).searchParams;
  const subject = mediaSubject(path ?? []);
  if (!subject) return plain(404, 'Not found');

  const params = parseRasterParams(query);
  if (params.kind === 'error') return plain(400, `Bad image parameters: ${params.message}`);
  const { facts, degraded } = await lookUp(subject);
  if (!facts) return plain(404, 'Not found');
  const cacheControl = degraded ? 'no-store' : IMMUTABLE;

  const svg = renderSubject(subject, query, facts.theme);
  if (params.kind === 'svg') return svgResponse(svg, cacheControl);

  const raster = snapRasterRequest(params.request);
  let body: Buffer;
  try {
    body = await rasterize(svg, raster);
  } catch (error) {
    // Busy (or a render failed): the vector image shows the same picture; not cached, so the
    // bitmap is served next time.
    if (!(error instanceof SlotsBusyError)) console.error('[media] rasterise failed:', error instanceof Error ? error.message : error);
    return svgResponse(svg, 'no-store');
  }
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'Content-Type': RASTER_CONTENT_TYPES[raster.format],
      'Content-Length': String(body.byteLength),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

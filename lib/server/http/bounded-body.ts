import 'server-only';
import { serverEnv } from '@/lib/server/env';

/**
 * Reading a request body within a size and a time limit (issue 17 items 9 and 10): the one body
 * reader of the GraphQL endpoints and the collectors. A body is refused as too large from its
 * Content-Length without reading it, or as soon as the bytes streamed pass the limit (a chunked
 * upload of 100 MB costs at most the limit plus one chunk); a body that arrives too slowly is
 * cancelled after BODY_READ_TIMEOUT_MS, so a trickling client cannot hold a handler for minutes.
 */

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'timeout' | 'unreadable' };

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body's bytes, or why not: never more than `maxBytes` (plus one chunk) are held in memory. */
export async function readBoundedBody(request: Request, options: { maxBytes: number; timeoutMs?: number }): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too-large' };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  let timedOut = false;
  // Cancelling the stream ends the pending read (it resolves as done), so the loop sees the flag.
  const timer = setTimeout(() => {
    timedOut = true;
    void reader.cancel().catch(() => undefined);
  }, options.timeoutMs ?? serverEnv().bodyReadTimeoutMs);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) return { ok: false, reason: 'timeout' };
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: timedOut ? 'timeout' : 'unreadable' };
  } finally {
    clearTimeout(timer);
  }
  return { ok: true, bytes: concat(chunks, size) };
}

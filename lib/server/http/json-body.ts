import 'server-only';
import { readBoundedBody, type BodyRead } from './bounded-body';

export const MAX_JSON_BODY_BYTES = 64 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: Exclude<BodyRead, { ok: true }>['reason'] | 'invalid' };

/**
 * Reads a JSON body streamed within `maxBytes` and the body read timeout (bounded-body.ts): a
 * too-large body is refused without being read whole, a slow one is cut off.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  const body = await readBoundedBody(request, { maxBytes });
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(body.bytes)) };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

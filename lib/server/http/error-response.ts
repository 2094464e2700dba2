import 'server-only';
import type { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@/lib/domain/errors/error-codes';
import type { ErrorTranslator } from '@/lib/server/i18n/server-messages';
import { allowedOrigins, isCrossSitePost, postSource } from '@/lib/server/security/allowed-origins';
import { readJsonBody, type JsonBody } from './json-body';

/**
 * The one shape of a route handler's JSON error (issue 19 item 3): `{ success: false, code,
 * message }` — `code` from the API's one list (lib/domain/errors/error-codes.ts, the status
 * follows from it), `message` already translated by the caller's ErrorTranslator
 * (lib/server/i18n/server-messages.ts `requestTranslator`). The GraphQL endpoints answer their
 * own refusals in GraphQL's shape with the same codes (graphql/errors.ts).
 *
 * Errors are never cached and never sniffed: a refusal answers one request only.
 */
export type HttpErrorBody = { success: false; code: ErrorCode; message: string };

export function errorResponse(code: ErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ success: false, code, message } satisfies HttpErrorBody, {
    status: ERROR_STATUS[code],
    headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers },
  });
}

/** Why a request body was refused, as a code and a message key (the collectors and the GraphQL endpoints alike). */
export function bodyRefusal(reason: Exclude<JsonBody, { ok: true }>['reason']): { code: ErrorCode; key: string } {
  if (reason === 'too-large') return { code: 'PAYLOAD_TOO_LARGE', key: 'api.bodyTooLarge' };
  if (reason === 'timeout') return { code: 'REQUEST_TIMEOUT', key: 'api.requestTimeout' };
  return { code: 'BAD_REQUEST', key: 'api.invalidJson' };
}

/**
 * 403 for a post another site made the visitor's browser send (issue 17 item 9: its Origin is
 * neither the site's nor the host's, lib/server/security/allowed-origins.ts), else null. Checked
 * before the body is read, so a refused post costs nothing and stores nothing.
 */
export function crossSiteRefusal(request: Request, t: ErrorTranslator): Response | null {
  return isCrossSitePost(postSource(request), allowedOrigins()) ? errorResponse('FORBIDDEN', t('api.foreignOrigin')) : null;
}

/** The path of a validation issue ('events.3.event_type'), or 'body'. */
export function issueField(issue: { path: ReadonlyArray<PropertyKey> } | undefined): string {
  return issue?.path.map(String).join('.') || 'body';
}

/**
 * Reads and validates a JSON body of bounded size: 413 when too large (streamed, never read
 * whole), 408 when it arrives too slowly, 400 when not JSON (BAD_REQUEST) or not matching
 * `schema` (BAD_USER_INPUT, the message names the first wrong field). Nothing is stored on failure.
 */
export async function parseJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes: number,
  t: ErrorTranslator,
): Promise<{ ok: true; value: z.infer<T> } | { ok: false; response: Response }> {
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) {
    const refusal = bodyRefusal(body.reason);
    return { ok: false, response: errorResponse(refusal.code, t(refusal.key)) };
  }
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { ok: false, response: errorResponse('BAD_USER_INPUT', t('api.invalidArgument', { field: issueField(parsed.error.issues[0]) })) };
  return { ok: true, value: parsed.data };
}

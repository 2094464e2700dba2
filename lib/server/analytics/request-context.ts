import 'server-only';
import { readCookie } from '@/lib/server/http/cookies';
import { readJsonBody } from '@/lib/server/http/json-body';
import { refusedBodyMessageKey, refusedBodyStatus } from '@/lib/server/http/bounded-body';
import { allowedOrigins, isCrossSitePost, postSource } from '@/lib/server/security/allowed-origins';
import { negotiateLocale } from '@/lib/domain/i18n/negotiate-locale';
import { errorTranslator, type ErrorTranslator } from '@/lib/server/i18n/server-messages';
import { requestViewerId } from '@/lib/server/auth/session-standing';
import { DISTINCT_ID_COOKIE } from '@/lib/domain/session/keys';
import { isValidDistinctId } from '@/lib/domain/session/rules';
import type { z } from 'zod';

/** What every analytics endpoint reads from a request: the translator of its errors, the signed-in user and the visitor id. */
export type AnalyticsRequest = {
  t: ErrorTranslator;
  userId: () => Promise<number | null>;
  distinctId: string | null;
};

export function analyticsRequest(request: Request): AnalyticsRequest {
  const cookieHeader = request.headers.get('cookie');
  const t = errorTranslator(negotiateLocale({ cookie: readCookie(cookieHeader, 'NEXT_LOCALE'), acceptLanguage: request.headers.get('accept-language') }));
  const distinct = readCookie(cookieHeader, DISTINCT_ID_COOKIE);
  return {
    t,
    distinctId: isValidDistinctId(distinct) ? distinct : null,
    userId: () => requestViewerId(request),
  };
}

/** A failure answer: `{ success: false, message }` with its status. */
export function failure(status: number, message: string): Response {
  return Response.json({ success: false, message }, { status });
}

/**
 * 403 for a post another site made the visitor's browser send (issue 17 item 9: its Origin is
 * neither the site's nor the host's, lib/server/security/allowed-origins.ts), else null. Checked before
 * the body is read, so a refused post costs nothing and stores nothing.
 */
export function crossSiteRefusal(request: Request, t: ErrorTranslator): Response | null {
  return isCrossSitePost(postSource(request), allowedOrigins()) ? failure(403, t('api.foreignOrigin')) : null;
}

/**
 * Reads and validates a JSON body of bounded size: 413 when too large (streamed, never read
 * whole), 408 when it arrives too slowly, 400 when not JSON or not matching `schema` (the
 * message names the first wrong field). Nothing is stored on failure.
 */
export async function parseBody<T extends z.ZodType>(request: Request, schema: T, maxBytes: number, t: ErrorTranslator): Promise<{ ok: true; value: z.infer<T> } | { ok: false; response: Response }> {
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) {
    return body.reason === 'invalid' ? { ok: false, response: failure(400, t('api.invalidJson')) } : { ok: false, response: failure(refusedBodyStatus(body.reason), t(refusedBodyMessageKey(body.reason))) };
  }
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { ok: false, response: failure(400, t('api.invalidArgument', { field: issueField(parsed.error.issues[0]) })) };
  return { ok: true, value: parsed.data };
}

/** The path of a validation issue ('events.3.event_type'), or 'body'. */
export function issueField(issue: { path: ReadonlyArray<PropertyKey> } | undefined): string {
  return issue?.path.map(String).join('.') || 'body';
}

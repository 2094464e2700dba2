import 'server-only';
import { readCookie } from '@/lib/server/http/cookies';
import { requestTranslator, type ErrorTranslator } from '@/lib/server/i18n/server-messages';
import { requestViewerId } from '@/lib/server/auth/session-standing';
import { DISTINCT_ID_COOKIE } from '@/lib/domain/session/keys';
import { isValidDistinctId } from '@/lib/domain/session/rules';

/**
 * What every analytics endpoint reads from a request: the translator of its errors, the
 * signed-in user and the visitor id. Their refusals are the route handlers' one JSON error
 * (lib/server/http/error-response.ts).
 */
export type AnalyticsRequest = {
  t: ErrorTranslator;
  userId: () => Promise<number | null>;
  distinctId: string | null;
};

export function analyticsRequest(request: Request): AnalyticsRequest {
  const distinct = readCookie(request.headers.get('cookie'), DISTINCT_ID_COOKIE);
  return {
    t: requestTranslator(request),
    distinctId: isValidDistinctId(distinct) ? distinct : null,
    userId: () => requestViewerId(request),
  };
}

import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { MAX_JSON_BODY_BYTES } from '@/lib/server/http/json-body';
import { userActivityBody } from '@/lib/domain/analytics/user-activity-schema';
import { recordUserActivity } from '@/lib/server/services/analytics';
import { analyticsRequest } from './request-context';
import { crossSiteRefusal, errorResponse, parseJsonBody } from '@/lib/server/http/error-response';

/** POST /api/v3/user-activity/ (spec §7): one event per call, answered with { success, message }. */
export async function handleUserActivity(request: Request): Promise<Response> {
  const ctx = analyticsRequest(request);
  const refused = crossSiteRefusal(request, ctx.t);
  if (refused) return refused;
  const parsed = await parseJsonBody(request, userActivityBody, MAX_JSON_BODY_BYTES, ctx.t);
  if (!parsed.ok) return parsed.response;
  try {
    await recordUserActivity(await getDb(), parsed.value[0], await ctx.userId());
  } catch (err) {
    console.error('[user-activity] could not store the event:', (err as Error).message);
    return errorResponse('SERVICE_UNAVAILABLE', ctx.t('api.databaseUnavailable'));
  }
  return Response.json({ success: true, message: 'ok' });
}

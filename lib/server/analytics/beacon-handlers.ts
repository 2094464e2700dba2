import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { channelRegisterBodySchema, performanceBodySchema } from '@/lib/domain/analytics/beacon-schemas';
import { BEACON_MAX_BODY_BYTES } from '@/lib/domain/analytics/constants';
import { recordChannelRegistration, recordPerformanceEntries } from '@/lib/server/services/analytics';
import { analyticsRequest } from './request-context';
import { crossSiteRefusal, errorResponse, parseJsonBody } from '@/lib/server/http/error-response';

/** POST /api/v3/channel-register/ (spec §7): a visit from an empty or external referrer. */
export async function handleChannelRegister(request: Request): Promise<Response> {
  const ctx = analyticsRequest(request);
  const refused = crossSiteRefusal(request, ctx.t);
  if (refused) return refused;
  const parsed = await parseJsonBody(request, channelRegisterBodySchema, BEACON_MAX_BODY_BYTES, ctx.t);
  if (!parsed.ok) return parsed.response;
  try {
    await recordChannelRegistration(await getDb(), parsed.value, { userId: await ctx.userId(), distinctId: ctx.distinctId });
  } catch (err) {
    console.error('[channel-register] could not store the visit:', (err as Error).message);
    return errorResponse('SERVICE_UNAVAILABLE', ctx.t('api.databaseUnavailable'));
  }
  return Response.json({ success: true, message: 'ok' });
}

/** POST /api/v3/performance/ (spec §7): the web-vitals entries of one page load, sent by beacon. */
export async function handlePerformance(request: Request): Promise<Response> {
  const ctx = analyticsRequest(request);
  const refused = crossSiteRefusal(request, ctx.t);
  if (refused) return refused;
  const parsed = await parseJsonBody(request, performanceBodySchema, BEACON_MAX_BODY_BYTES, ctx.t);
  if (!parsed.ok) return parsed.response;
  try {
    await recordPerformanceEntries(await getDb(), parsed.value, ctx.distinctId);
  } catch (err) {
    console.error('[performance] could not store the entries:', (err as Error).message);
    return errorResponse('SERVICE_UNAVAILABLE', ctx.t('api.databaseUnavailable'));
  }
  return Response.json({ success: true, message: 'ok' });
}

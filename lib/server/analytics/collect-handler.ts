import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { uploadChecksum } from '@/lib/domain/analytics/collect-format';
import { collectBody, collectedEvents } from '@/lib/domain/analytics/collect-schema';
import { configuredKey } from '@/lib/domain/analytics/config';
import { COLLECT_MAX_BODY_BYTES } from '@/lib/domain/analytics/constants';
import { recordCollectedEvents } from '@/lib/server/services/analytics';
import { analyticsRequest } from './request-context';
import { crossSiteRefusal, errorResponse, issueField, parseJsonBody } from '@/lib/server/http/error-response';
import { serverEnv } from '@/lib/server/env';

/** The key batches must carry: ANALYTICS_KEY, else NEXT_PUBLIC_ANALYTICS_KEY, else the default. */
export function collectorKey(): string {
  return configuredKey(serverEnv().analyticsKey);
}

/**
 * POST /api/v3/collect/: our own collector for the analytics client's batches (the
 * third-party upload of spec §7, kept in house). The body is checked whole — size (413, the
 * client then halves its batch), key, checksum, every event — before anything is stored;
 * events are stored once per uuid, so retries never duplicate them.
 */
export async function handleCollect(request: Request): Promise<Response> {
  const ctx = analyticsRequest(request);
  const refused = crossSiteRefusal(request, ctx.t);
  if (refused) return refused;
  const parsed = await parseJsonBody(request, collectBody, COLLECT_MAX_BODY_BYTES, ctx.t);
  if (!parsed.ok) return parsed.response;
  const body = parsed.value;
  const key = collectorKey();
  if (!key || body.client !== key) return errorResponse('BAD_REQUEST', ctx.t('analytics.unknownClient'));
  if (uploadChecksum(body.v, body.client, body.e, body.upload_time) !== body.checksum) return errorResponse('BAD_REQUEST', ctx.t('analytics.checksumMismatch'));
  let raw: unknown;
  try {
    raw = JSON.parse(body.e);
  } catch {
    return errorResponse('BAD_REQUEST', ctx.t('api.invalidJson'));
  }
  const events = collectedEvents.safeParse(raw);
  if (!events.success) return errorResponse('BAD_USER_INPUT', ctx.t('api.invalidArgument', { field: `e.${issueField(events.error.issues[0])}` }));
  let ingested: number;
  try {
    ingested = await recordCollectedEvents(await getDb(), events.data, await ctx.userId());
  } catch (err) {
    console.error('[collect] could not store the batch:', (err as Error).message);
    return errorResponse('SERVICE_UNAVAILABLE', ctx.t('api.databaseUnavailable'));
  }
  return Response.json({ success: true, message: 'ok', events_ingested: ingested });
}

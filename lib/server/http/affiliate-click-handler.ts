import 'server-only';
import { createHmac } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { crossSiteRefusal, errorResponse, parseJsonBody } from '@/lib/server/http/error-response';
import { scrubUrl } from '@/lib/domain/analytics/scrub-url';
import { requestTranslator } from '@/lib/server/i18n/server-messages';
import { jwtSecret } from '@/lib/server/auth/jwt-secret';
import { requestViewerId } from '@/lib/server/auth/session-standing';
import { affiliateClickBody, clickDay } from '@/lib/domain/panels/affiliate-click';
import { clientAddress } from '@/lib/server/security/client-address.mjs';
import { recordAffiliateClick } from '@/lib/server/services/affiliates';

/** A keyed hash (never the address itself) that is only comparable within one day. */
function keyedHash(label: string, value: string, day: string): string {
  return createHmac('sha256', jwtSecret()).update(`affiliate-click:${label}:${day}:${value}`).digest('base64url').slice(0, 32);
}

/**
 * POST /api/v3/affiliate-click/ { ref, path }: the landing page's beacon for a visit through an
 * affiliate link (docs/organizations-and-panels.md). Answers 202 `{ success: true }` whether or
 * not the click counted, so the route tells a caller nothing about usernames or its limits;
 * malformed input is a translated 400, a cross-site browser request a 403 (its Origin is not
 * the site's), an oversized body 413 and a slow one 408 (lib/server/http/bounded-body.ts).
 */
export async function handleAffiliateClick(request: Request): Promise<Response> {
  const t = requestTranslator(request);
  // Refused before the body is read: a foreign page's post (issue 17 item 9).
  const refused = crossSiteRefusal(request, t);
  if (refused) return refused;
  const parsed = await parseJsonBody(request, affiliateClickBody, 2048, t);
  if (!parsed.ok) return parsed.response;
  const now = new Date();
  const day = clickDay(now);
  const address = clientAddress(request.headers);
  const agent = (request.headers.get('user-agent') ?? '').slice(0, 350);
  const viewerId = await requestViewerId(request);
  try {
    await recordAffiliateClick(await getDb(), {
      ref: parsed.value.ref,
      path: scrubUrl(parsed.value.path),
      visitorHash: keyedHash('visitor', `${address}|${agent}`, day),
      networkHash: keyedHash('network', address, day),
      viewerId,
      now,
    });
  } catch (err) {
    console.error('[affiliate-click] could not store the click:', (err as Error).message);
    return errorResponse('SERVICE_UNAVAILABLE', t('api.databaseUnavailable'));
  }
  return Response.json({ success: true }, { status: 202 });
}

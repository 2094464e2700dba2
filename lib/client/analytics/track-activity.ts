/**
 * Sends one user-activity event to POST /api/v3/user-activity/ (spec §7). Never throws:
 * the caller gets { status, message }; failures are logged only when the local logging
 * flag is on (spec §8), and a requested redirect happens either way.
 *
 * For events that need no answer, prefer `track()` (./track.ts): batched, persisted across
 * reloads and retried. Both carry the same analytics session (session_id, event_time,
 * sequence), and both end up as rows of analytics_events.
 */
import { analytics, type ActivityContext } from './client';
import type { TrackEvent } from '@/lib/domain/analytics/event-builder';
import { pageNameFromPath } from '@/lib/domain/analytics/page-name';
import { limitPropertyObject } from '@/lib/domain/analytics/properties';
import { isValidEventName } from '@/lib/domain/analytics/event-name';
import { scrubProperties, scrubUrl } from '@/lib/domain/analytics/scrub-url';

export const ACTIVITY_ENDPOINT = '/api/v3/user-activity/';
export const ACTIVITY_LOG_FLAG = 'cursalia.debug.activity';
export const DISTINCT_ID_COOKIE = 'session_distinct_id';

export type ActivityInput = TrackEvent & {
  data?: Record<string, unknown>;
  segment?: string | null;
  username?: string | null;
  /** Address to go to once the call has finished (successfully or not). */
  next?: string | null;
};

export type ActivityResult = { status: 'success' | 'error'; message: string };

type Env = {
  fetch: typeof fetch;
  cookie: () => string;
  location: () => { pathname: string; href: string; assign: (url: string) => void };
  referrer: () => string;
  loggingEnabled: () => boolean;
  uuid: () => string;
  /** The analytics session of the event; absent: sent without session fields. */
  context?: () => ActivityContext | null;
};

const browserEnv = (): Env => ({
  fetch: (...args) => globalThis.fetch(...args),
  cookie: () => (typeof document === 'undefined' ? '' : document.cookie),
  location: () => window.location,
  referrer: () => (typeof document === 'undefined' ? '' : document.referrer),
  loggingEnabled: () => {
    try {
      return window.localStorage.getItem(ACTIVITY_LOG_FLAG) === 'true';
    } catch {
      return false;
    }
  },
  uuid: () => crypto.randomUUID(),
  context: () => {
    try {
      return analytics.activityContext();
    } catch {
      return null;
    }
  },
});

function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

function responseMessage(body: unknown): string {
  if (Array.isArray(body) && typeof body[0]?.message === 'string') return body[0].message;
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') return (body as { message: string }).message;
  return '';
}

export async function trackActivity(input: ActivityInput, env: Env = browserEnv()): Promise<ActivityResult> {
  let result: ActivityResult;
  if (!isValidEventName(input.eventType)) {
    result = { status: 'error', message: `Invalid event name: ${input.eventType}` };
  } else {
    const loc = env.location();
    const event = {
      event_uuid: env.uuid(),
      event_type: input.eventType,
      app_platform: 'web',
      api_version: 2,
      distinct_id: cookieValue(env.cookie(), DISTINCT_ID_COOKIE) ?? undefined,
      segment: input.segment ?? null,
      username: input.username ?? null,
      item_id: input.itemId ?? null,
      item_type: input.itemType ?? null,
      path: scrubUrl(loc.pathname),
      origin_path: env.referrer() ? scrubUrl(env.referrer()) : null,
      page_identifier: input.pageIdentifier || pageNameFromPath(loc.pathname),
      page_data: input.data ? scrubProperties(limitPropertyObject(input.data)) : null,
      ...(env.context?.() ?? {}),
    };
    try {
      const res = await env.fetch(ACTIVITY_ENDPOINT, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([event]),
        keepalive: true,
      });
      const body: unknown = await res.json().catch(() => null);
      const success = res.ok && Boolean(body && typeof body === 'object' && (body as { success?: unknown }).success);
      result = { status: success ? 'success' : 'error', message: responseMessage(body) || (success ? 'ok' : `HTTP ${res.status}`) };
    } catch (err) {
      result = { status: 'error', message: (err as Error).message || 'network error' };
    }
  }
  if (result.status === 'error' && env.loggingEnabled()) console.warn('[activity]', input.eventType, result.message);
  if (input.next) env.location().assign(input.next);
  return result;
}

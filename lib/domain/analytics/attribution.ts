/**
 * Where a visit comes from (spec §7 channel register, §9 "tracking includes gclid, referrer
 * and utm", "Default traffic source label when none: 'Directo'"). Pure functions over URLs.
 */
import { ATTRIBUTION_PARAMS, DEFAULT_TRAFFIC_SOURCE, SOURCE_DETAIL_PARAM, SOURCE_PAGE_PARAM } from './constants';
import { truncateString } from './properties';
import { scrubQueryParams, scrubUrl } from './scrub-url';

export type Attribution = Partial<Record<(typeof ATTRIBUTION_PARAMS)[number], string>> & {
  referrer?: string;
  referring_domain?: string;
};

function parseUrl(value: string | null | undefined, base?: string): URL | null {
  if (!value) return null;
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** The query parameters of `url` as a plain object (first value wins), each value cut to 4096. */
export function queryParams(url: string): Record<string, string> {
  const parsed = parseUrl(url, 'http://localhost');
  const out: Record<string, string> = {};
  if (!parsed) return out;
  for (const [key, value] of parsed.searchParams) if (!(key in out) && Object.keys(out).length < 100) out[truncateString(key, 200)] = truncateString(value);
  return out;
}

/** The host of an http(s) referrer, or null. */
export function referrerHost(referrer: string | null | undefined): string | null {
  const parsed = parseUrl(referrer);
  return parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') ? parsed.hostname.toLowerCase() : null;
}

/**
 * Whether the channel-register call is due (spec §7): the referrer is empty or another site.
 * An unparseable referrer counts as external.
 */
export function isEmptyOrExternalReferrer(referrer: string | null | undefined, currentOrigin: string): boolean {
  if (!referrer) return true;
  const parsed = parseUrl(referrer);
  if (!parsed) return true;
  return parsed.origin !== currentOrigin;
}

/** gclid, utm_* of the page address and the external referrer, as stored on a new session. */
export function captureAttribution(url: string, referrer: string | null | undefined, currentOrigin: string): Attribution {
  const params = queryParams(url);
  const out: Attribution = {};
  for (const key of ATTRIBUTION_PARAMS) if (params[key]) out[key] = params[key];
  if (referrer && isEmptyOrExternalReferrer(referrer, currentOrigin)) {
    out.referrer = truncateString(referrer, 2000);
    const host = referrerHost(referrer);
    if (host) out.referring_domain = host;
  }
  return out;
}

export type TrafficSource = { source: string; detail: string | null };

/**
 * The traffic source label of a visit: the source_page / source_detail parameters (spec §9),
 * else utm_source / utm_campaign, else the referring site, else 'Directo'.
 */
export function trafficSource(params: Record<string, string | undefined>, referrer?: string | null): TrafficSource {
  const clean = (v: string | undefined) => (v && v.trim() ? truncateString(v.trim(), 200) : null);
  const source = clean(params[SOURCE_PAGE_PARAM]) ?? clean(params.utm_source) ?? referrerHost(referrer) ?? DEFAULT_TRAFFIC_SOURCE;
  const detail = clean(params[SOURCE_DETAIL_PARAM]) ?? clean(params.utm_campaign);
  return { source, detail };
}

export type ChannelRegisterBody = {
  query_params: Record<string, string>;
  url: string;
  user_id: string | null;
  distinct_id: string | null;
  referrer: string;
  iso: string | null;
};

/** The body of POST /api/v3/channel-register/ (spec §7). */
export function channelRegisterBody(input: { url: string; referrer: string | null | undefined; userId: string | number | null | undefined; distinctId: string | null | undefined; iso: string | null | undefined }): ChannelRegisterBody {
  return {
    // No token, password or e-mail address of the address leaves the browser (issue 17 item 3).
    query_params: scrubQueryParams(queryParams(input.url)),
    url: truncateString(scrubUrl(input.url), 2000),
    user_id: input.userId === null || input.userId === undefined || input.userId === '' ? null : String(input.userId),
    distinct_id: input.distinctId || null,
    referrer: truncateString(scrubUrl(input.referrer ?? ''), 2000),
    iso: input.iso ? input.iso.trim().toLowerCase().slice(0, 2) || null : null,
  };
}

/**
 * Every analytics constant of the product in one module. Values come from spec §9 ("Business
 * constants and limits": analytics, web vitals, traffic source, ad currency, item quantity)
 * unless a comment says otherwise; tests/unit/analytics-constants.test.ts pins each one.
 */
import { DISTINCT_ID_MAX_AGE_SECONDS } from '@/lib/domain/session/keys';

// ---- Client session and upload queue (spec §9 "Analytics: …") ----

/** A new analytics session starts after 30 minutes without events (spec §4, §9). */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
/** Queued events are uploaded every 30 s (spec §9 "upload period 30 s"). */
export const UPLOAD_PERIOD_MS = 30 * 1000;
/** …or at once when this many are waiting (spec §9 "upload threshold 30 events"). */
export const UPLOAD_THRESHOLD = 30;
/** Events per upload request; halved on HTTP 413 (spec §9 "batch size 100", §8). */
export const BATCH_SIZE = 100;
/** Events kept in storage at most; the oldest are dropped beyond (spec §9 "max saved 1000"). */
export const MAX_SAVED_EVENTS = 1000;
/** Lifetime of the analytics id cookie (session_distinct_id): 365 days (spec §9 "cookie expiry 365 days"). */
export const COOKIE_EXPIRY_DAYS = 365;
export const COOKIE_EXPIRY_SECONDS = DISTINCT_ID_MAX_AGE_SECONDS;
/** Event properties: at most 1000 keys (spec §9 "property limits 1000 keys"). */
export const MAX_PROPERTY_KEYS = 1000;
/** …and strings of at most 4096 characters (spec §9 "string length 4096"). */
export const MAX_STRING_LENGTH = 4096;
/**
 * Events waiting for the client to initialise (spec §9 "bridge queue capped at 512 events";
 * the web client has no native bridge, so the cap applies to its pre-initialisation queue).
 */
export const PENDING_QUEUE_MAX = 512;
/** User-agent strings are cut at 350 characters (spec §9). */
export const USER_AGENT_MAX_LENGTH = 350;
/** Attribution captured on a new session (spec §9 "tracking includes gclid, referrer and utm"). */
export const ATTRIBUTION_PARAMS = ['gclid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Log level of the client: disabled (spec §9); the debug log needs the local flag below. */
export const LOG_LEVEL = 'disabled' as const;
/** localStorage flag that turns the analytics debug log on (spec §9 "Debug"). */
export const DEBUG_FLAG_KEY = 'cursalia.debug.analytics';

// ---- Events ----

/** Platform and API version of every tracking event (spec §3 "Tracking event"). */
export const APP_PLATFORM = 'web' as const;
export const API_VERSION = 2 as const;
/** Currency of ad-tracking values (spec §9 "Currency in ad tracking: USD"). */
export const AD_CURRENCY = 'USD' as const;
/** Quantity of an item in analytics (spec §9 "Item quantity in analytics: 1"). */
export const ITEM_QUANTITY = 1 as const;

// ---- Traffic source and link tracking (spec §2, §9) ----

/** Traffic source label when a visit has none (spec §9). */
export const DEFAULT_TRAFFIC_SOURCE = 'Directo' as const;
/** Query parameters that carry the traffic source (spec §9) and the page name (spec §2). */
export const SOURCE_PAGE_PARAM = 'source_page' as const;
export const SOURCE_DETAIL_PARAM = 'source_detail' as const;
export const PAGE_NAME_PARAM = 'page_name' as const;

/** The parameters links gain for tracking (spec §2): they say where a visit came from, never what the page shows. */
export const LINK_TRACKING_PARAMS: readonly string[] = [SOURCE_PAGE_PARAM, SOURCE_DETAIL_PARAM, PAGE_NAME_PARAM];

// ---- Web vitals (spec §7 performance beacon, §9 layout-shift sessions) ----

/** The web-vitals entries the performance beacon reports. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
/** Layout shifts less than 1 s apart belong to one session window (spec §9)… */
export const CLS_SESSION_GAP_MS = 1000;
/** …and a session window lasts no more than 5 s (spec §9). */
export const CLS_SESSION_MAX_MS = 5000;
/** INP: one interaction is ignored per this many (web.dev "98th percentile" approximation). Not in the spec. */
export const INP_INTERACTIONS_PER_OUTLIER = 50;

// ---- Storage keys and endpoints (ours, not in the spec) ----

/** localStorage key of the upload queue (so a reload loses nothing). */
export const QUEUE_STORAGE_KEY = 'cursalia.analytics.queue';
/** localStorage key of the analytics session `{ id, lastEventTime, userId, sequence }`. */
export const SESSION_STORAGE_KEY = 'cursalia.analytics.session';
/** Our own collector: the batches of the client go here (no third party). */
export const COLLECT_ENDPOINT = '/api/v3/collect/';
export const CHANNEL_REGISTER_ENDPOINT = '/api/v3/channel-register/';
export const PERFORMANCE_ENDPOINT = '/api/v3/performance/';
/** Version of the batch format (`v` of the upload body). */
export const COLLECT_FORMAT_VERSION = 2 as const;
/**
 * The client key of the upload body; `NEXT_PUBLIC_ANALYTICS_KEY=` (empty) switches analytics
 * off: with the key unset, events are dropped (spec §8).
 */
export const DEFAULT_ANALYTICS_KEY = 'cursalia-web';

// ---- Server limits (ours) ----

/** Largest upload body the collector accepts; a larger one gets 413 and the client halves its batch. */
export const COLLECT_MAX_BODY_BYTES = 512 * 1024;
/** Largest channel-register and performance bodies. */
export const BEACON_MAX_BODY_BYTES = 16 * 1024;

/**
 * Headers sent with every GraphQL request (spec §7), built by a pure function from plain
 * values so that it is testable without a browser. `browser-header-source.ts` reads those
 * values from `document.cookie`, `localStorage` and `location`.
 */

import { publicAppVersion } from '@/lib/domain/config/public-env';

/** The `x-app-version` header value: NEXT_PUBLIC_APP_VERSION, else the package version. */
export const APP_VERSION: string = publicAppVersion();

/** The `x-operation-source` header value of this client. */
export const OPERATION_SOURCE = 'web';

/** Cookie names read for headers. */
export const HEADER_COOKIES = {
  csrf: 'csrftoken',
  country: 'country',
  sessionDistinctId: 'session_distinct_id',
} as const;

/** Header names (lower case: HTTP header names are case-insensitive and Apollo lower-cases them). */
export const HEADER_NAMES = {
  csrf: 'x-csrftoken',
  authorization: 'authorization',
  country: 'country',
  appVersion: 'x-app-version',
  operationType: 'x-operation-type',
  operationName: 'x-operation-name',
  operationId: 'x-operation-id',
  operationSource: 'x-operation-source',
  sessionDistinctId: 'x-session-distinct-id',
  currentUrl: 'x-current-url',
} as const;

/** The raw browser values the headers are derived from; every field may be missing. */
export interface HeaderSource {
  /** `document.cookie`. */
  cookie?: string | null;
  /** `localStorage.getItem('cursalia.session')`: JSON `{ token }` (or zustand-persist `{ state: { token } }`). */
  storedSession?: string | null;
  /** `location.href` (sent as `x-current-url`; never a source of the token). */
  currentUrl?: string | null;
}

export interface RequestHeaderInput extends HeaderSource {
  /** 'query' | 'mutation' | 'subscription'. */
  operationType: string;
  /** Undefined for an anonymous operation. */
  operationName?: string | null;
  /** A fresh id per request (uuid). */
  operationId: string;
  /** Defaults to `APP_VERSION`. */
  appVersion?: string;
  /** Defaults to 'web'. */
  source?: string;
}

/** All cookies of a `document.cookie` string; malformed escapes are kept as they are. */
export function parseCookies(cookie: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!cookie) return result;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in result) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    result[name] = safeDecode(value);
  }
  return result;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The token of the stored session JSON, or null when absent or unreadable. */
export function readStoredSessionToken(storedSession: string | null | undefined): string | null {
  if (!storedSession) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(storedSession);
  } catch {
    return null;
  }
  return tokenOf(parsed) ?? (isRecord(parsed) ? tokenOf(parsed.state) : null);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function tokenOf(value: unknown): string | null {
  if (!isRecord(value)) return null;
  const token = value.token;
  return typeof token === 'string' && token.trim() ? token.trim() : null;
}

/**
 * The JWT for the Authorization header: the stored session only. A `current_token` in the
 * address is never sent from here (issue 17 item 2: a link could otherwise make a signed-in
 * browser act as another account); the server exchanges it once for the session cookie before
 * the page loads (proxy.ts, lib/server/auth/url-token-exchange.ts), and for a browser the
 * cookie wins over this header anyway.
 */
export function resolveAuthToken(source: HeaderSource): string | null {
  return readStoredSessionToken(source.storedSession);
}

// fetch() rejects header values with control characters or code points above 0xFF.
const SAFE_HEADER_VALUE = /^[\x20-\x7e]*$/;

function headerValue(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return SAFE_HEADER_VALUE.test(trimmed) ? trimmed : undefined;
}

/**
 * The headers of one request (spec §7): CSRF token, `Authorization: JWT <token>` when a
 * session is stored, country (lower case), app version, operation type/name/id/source, session distinct
 * id and current URL. Headers whose value is unknown are left out.
 */
export function buildRequestHeaders(input: RequestHeaderInput): Record<string, string> {
  const cookies = parseCookies(input.cookie);
  const token = headerValue(resolveAuthToken(input));
  const currentUrl = input.currentUrl ? headerValue(input.currentUrl) ?? headerValue(encodeURI(input.currentUrl)) : undefined;

  const entries: Array<[string, string | undefined]> = [
    [HEADER_NAMES.csrf, headerValue(cookies[HEADER_COOKIES.csrf])],
    [HEADER_NAMES.authorization, token ? `JWT ${token}` : undefined],
    [HEADER_NAMES.country, headerValue(cookies[HEADER_COOKIES.country]?.toLowerCase())],
    [HEADER_NAMES.appVersion, headerValue(input.appVersion ?? APP_VERSION)],
    [HEADER_NAMES.operationType, headerValue(input.operationType)],
    [HEADER_NAMES.operationName, headerValue(input.operationName)],
    [HEADER_NAMES.operationId, headerValue(input.operationId)],
    [HEADER_NAMES.operationSource, headerValue(input.source ?? OPERATION_SOURCE)],
    [HEADER_NAMES.sessionDistinctId, headerValue(cookies[HEADER_COOKIES.sessionDistinctId])],
    [HEADER_NAMES.currentUrl, currentUrl],
  ];

  const headers: Record<string, string> = {};
  for (const [name, value] of entries) if (value !== undefined) headers[name] = value;
  return headers;
}

/** A v4 uuid: `crypto.randomUUID` where available (secure contexts), else from `getRandomValues`. */
export function createOperationId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

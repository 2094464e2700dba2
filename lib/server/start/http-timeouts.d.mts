import type * as http from 'node:http';

export declare const DEFAULT_HEADERS_TIMEOUT_MS: number;
export declare const DEFAULT_REQUEST_TIMEOUT_MS: number;
export declare const DEFAULT_KEEP_ALIVE_TIMEOUT_MS: number;

export type HttpTimeouts = { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number; keepAliveTimeout: number };

/** HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS / HTTP_KEEP_ALIVE_TIMEOUT_MS, or the defaults (15 s / 30 s / 65 s). */
export function httpTimeouts(env?: Record<string, string | undefined>): HttpTimeouts;

/** Makes every `http.createServer` of this process apply `timeouts`. */
export function installServerTimeouts(target: typeof http, timeouts: HttpTimeouts): void;

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LRUCache } from 'lru-cache';

export const FRONT_CACHE_TTL_MS: number;
export const FRONT_CACHE_MAX_BYTES: number;
export const FRONT_CACHE_HEADER: 'x-front-cache';

type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export function frontCacheKey(req: RequestLike, options?: { countryHeader?: string }): { key: string; csrf: boolean } | null;
export function acceptsGzip(header: string | string[] | undefined): boolean;
export function keptResponse(response: { status: number; headers: Record<string, number | string | string[] | undefined>; csrf: boolean }): { headers: Record<string, string>; cookies: string[]; encoding: 'gzip' | 'identity' } | null;
export function refreshCookie(cookie: string, now?: number): string;

export type Copy = { headers: Record<string, string>; cookies: string[]; identity: Buffer; gzip: Buffer };
export class FrontPageCache {
  constructor(options?: { countryHeader?: string; ttlMs?: number; maxBytes?: number; perf?: { now(): number } });
  readonly countryHeader: string | undefined;
  generation: number;
  readonly copies: LRUCache<string, Copy>;
  invalidate(): void;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}
export function createFrontPageCache(env: Record<string, string | undefined>): FrontPageCache | null;
export function invalidateFrontPageCache(): void;

/**
 * Property limits of spec §9 as pure functions: at most 1000 keys per object, strings of at
 * most 4096 characters, user agents cut at 350. Applied to every event before it is queued,
 * so a batch never fails the collector's own checks.
 */
import { MAX_PROPERTY_KEYS, MAX_STRING_LENGTH, USER_AGENT_MAX_LENGTH } from './constants';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Nesting deeper than this is cut (a cycle or a runaway object never reaches the network). */
export const MAX_PROPERTY_DEPTH = 8;

/** A string cut to `max` characters (code points are not split: surrogate pairs stay whole). */
export function truncateString(value: string, max: number = MAX_STRING_LENGTH): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

/**
 * A JSON-safe copy of `value` within the limits: objects keep their first 1000 keys (and
 * arrays their first 1000 items), strings are cut to 4096 characters, non-finite numbers,
 * functions and undefined become null (or are left out of objects), dates become ISO strings.
 */
export function limitProperties(value: unknown, depth = 0): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return truncateString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return truncateString(value.toString());
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (depth >= MAX_PROPERTY_DEPTH || typeof value !== 'object') return null;
  if (Array.isArray(value)) return value.slice(0, MAX_PROPERTY_KEYS).map((item) => limitProperties(item, depth + 1));
  const out: { [key: string]: JsonValue } = {};
  let kept = 0;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (kept >= MAX_PROPERTY_KEYS) break;
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    out[truncateString(key, 200)] = limitProperties(item, depth + 1);
    kept += 1;
  }
  return out;
}

/** An object of event properties within the limits (anything else becomes an empty object). */
export function limitPropertyObject(value: unknown): { [key: string]: JsonValue } {
  const limited = limitProperties(value);
  return limited && typeof limited === 'object' && !Array.isArray(limited) ? limited : {};
}

/** The user agent cut at 350 characters (spec §9); null when unknown. */
export function cutUserAgent(userAgent: string | null | undefined): string | null {
  const value = userAgent?.trim();
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

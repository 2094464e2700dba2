/**
 * The upload format of the analytics client's batches (POST /api/v3/collect/, spec §7): the
 * body and its checksum, built by the browser and checked by the server. Plain functions
 * without zod: the collector's schemas (collect-schema.ts) stay on the server, and the
 * browser's tracker sends events that are valid by construction (event-builder.ts).
 */
import { COLLECT_FORMAT_VERSION } from './constants';

/** The upload body: `e` is the events' JSON text, which the checksum covers. */
export type UploadBody = { client: string; e: string; v: typeof COLLECT_FORMAT_VERSION; upload_time: number; checksum: string };

/** FNV-1a (32 bit) of a string, as 8 hex digits: cheap and the same in the browser and on the server. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The checksum of an upload: over version, client key, event JSON and upload time, in that order. */
export function uploadChecksum(v: number, client: string, e: string, uploadTime: number): string {
  return fnv1a(`${v}${client}${e}${uploadTime}`);
}

/** The upload body of `events`. */
export function buildUploadBody(client: string, events: readonly unknown[], uploadTime: number): UploadBody {
  const e = JSON.stringify(events);
  return { client, e, v: COLLECT_FORMAT_VERSION, upload_time: uploadTime, checksum: uploadChecksum(COLLECT_FORMAT_VERSION, client, e, uploadTime) };
}

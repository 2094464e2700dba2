/**
 * Lazy-chunk failures (spec §4 "A script-chunk request has states loading, failed and
 * missing", §7 "Lazy script chunks are fetched … with a 120-second timeout", §8 "ChunkLoadError
 * with type missing, timeout or other, after 120 s"). Pure: the classifier reads only the
 * error's name, message and fields, so it is unit-tested without a browser.
 */

/** Spec §9 "Chunk load timeout: 120000 ms". */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec §8: the three kinds of ChunkLoadError. */
export const CHUNK_ERROR_TYPES = ['missing', 'timeout', 'other'] as const;
export type ChunkErrorType = (typeof CHUNK_ERROR_TYPES)[number];

/** The error a lazy load rejects with when it took longer than the timeout. */
export class ChunkLoadError extends Error {
  readonly type: ChunkErrorType;
  readonly request: string | undefined;
  constructor(type: ChunkErrorType, message: string, request?: string) {
    super(message);
    this.name = 'ChunkLoadError';
    this.type = type;
    this.request = request;
  }
}

type ErrorLike = { name?: unknown; message?: unknown; type?: unknown; code?: unknown; status?: unknown };

const CHUNK_MESSAGE = /loading (css )?chunk [\w/.-]+ failed|failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i;
const MISSING_MESSAGE = /\b404\b|not found|missing/i;
const TIMEOUT_MESSAGE = /timed? ?out|timeout/i;

/** True when `error` is a failed lazy chunk (webpack/Turbopack ChunkLoadError or a failed dynamic import). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as ErrorLike;
  if (e.name === 'ChunkLoadError' || e.code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof e.message === 'string' && CHUNK_MESSAGE.test(e.message);
}

/**
 * The spec §8 type of a chunk failure, or null when `error` is not a chunk failure (a render
 * crash, which the fatal error screen handles). Webpack sets `type` to 'missing' (HTTP error),
 * 'timeout' (its own timer) or the DOM event type ('error' → other); browsers' failed
 * dynamic imports carry only a message.
 */
export function classifyChunkError(error: unknown): ChunkErrorType | null {
  if (!isChunkLoadError(error)) return null;
  const e = error as ErrorLike;
  if (e.type === 'missing' || e.type === 'timeout' || e.type === 'other') return e.type;
  if (e.status === 404) return 'missing';
  const message = typeof e.message === 'string' ? e.message : '';
  if (TIMEOUT_MESSAGE.test(message)) return 'timeout';
  if (MISSING_MESSAGE.test(message)) return 'missing';
  return 'other';
}

type ChunkTimers = { set: (callback: () => void, ms: number) => unknown; clear: (handle: unknown) => void };

/**
 * Called as functions, never as methods: browsers throw "Illegal invocation" when
 * setTimeout runs with another `this` (e.g. `{ set: setTimeout }.set(…)`).
 */
const browserTimers: ChunkTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Wraps a lazy import so it rejects with ChunkLoadError('timeout') after `timeoutMs` (spec §7
 * 120 s). The underlying request is not cancelled (import() cannot be), only no longer awaited.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
  timers: ChunkTimers = browserTimers,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const handle = timers.set(() => reject(new ChunkLoadError('timeout', `Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
      load().then(
        (value) => {
          timers.clear(handle);
          resolve(value);
        },
        (error: unknown) => {
          timers.clear(handle);
          reject(error);
        },
      );
    });
}

import type { HeaderSource } from '@/lib/domain/graphql/headers';
import { SESSION_STORAGE_KEY } from '@/lib/domain/session/keys';

function attempt<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    // Storage disabled (privacy mode, sandboxed iframe), cookies blocked, …: the header is left out.
    return null;
  }
}

/**
 * The browser values the request headers are built from. Never throws: on the server, or
 * when cookies or localStorage are unavailable, the missing values are simply absent.
 */
export function readBrowserHeaderSource(): HeaderSource {
  if (typeof window === 'undefined') return {};
  return {
    cookie: attempt(() => (typeof document === 'undefined' ? null : document.cookie)),
    storedSession: attempt(() => window.localStorage?.getItem(SESSION_STORAGE_KEY) ?? null),
    currentUrl: attempt(() => window.location?.href ?? null),
  };
}

/**
 * localStorage that never throws: storage can be disabled (privacy mode, sandboxed iframes,
 * blocked site data) or full. Reads return null, writes report whether they worked.
 */

export type StorageHealth = 'ok' | 'unavailable' | 'full';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing stored that could be removed
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** A quota error, by name or legacy code, across browsers. */
export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

const PROBE_KEY = 'cursalia.storageProbe';

/**
 * Whether localStorage works (spec §2 "Storage warning": unavailable or full). Writes and
 * removes a probe entry; `probe` is injectable for tests.
 */
export function checkStorageHealth(probe: () => Storage | null = storage): StorageHealth {
  let s: Storage | null;
  try {
    s = probe();
  } catch {
    return 'unavailable';
  }
  if (!s) return 'unavailable';
  try {
    s.setItem(PROBE_KEY, '1');
    s.removeItem(PROBE_KEY);
    return 'ok';
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'unavailable';
  }
}

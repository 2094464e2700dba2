// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBrowserHeaderSource } from '@/lib/client/apollo/browser-header-source';
import { buildRequestHeaders } from '@/lib/domain/graphql/headers';
import { SESSION_STORAGE_KEY } from '@/lib/domain/session/keys';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('readBrowserHeaderSource', () => {
  it('reads cookies, the stored session and the current URL', () => {
    document.cookie = 'csrftoken=browser-csrf; path=/';
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'browser.jwt' }));
    const source = readBrowserHeaderSource();
    expect(source.cookie).toContain('csrftoken=browser-csrf');
    expect(source.storedSession).toBe('{"token":"browser.jwt"}');
    expect(source.currentUrl).toBe(window.location.href);

    const headers = buildRequestHeaders({ ...source, operationType: 'query', operationId: 'id-1' });
    expect(headers['x-csrftoken']).toBe('browser-csrf');
    expect(headers.authorization).toBe('JWT browser.jwt');
  });

  it('does not crash when storage is unavailable', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const source = readBrowserHeaderSource();
    expect(source.storedSession).toBeNull();
    expect(typeof source.currentUrl).toBe('string');
  });
});

/** Adds the cached page's Content-Security-Policy to an APP_PAGE cache value (in place). */
export function withPagePolicy<T>(value: T): T;
declare const PageCacheHandler: unknown;
export default PageCacheHandler;

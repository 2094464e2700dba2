import type { AbstractIntlMessages } from 'next-intl';

/** One chunk per language: `() => import('@/messages/<locale>/<namespace>.json')`. */
export type NamespaceLoaders = Record<string, () => Promise<{ default: AbstractIntlMessages }>>;

/**
 * A namespace that is not in the pages' client messages (app/[locale]/layout.tsx) and loads, one
 * small JSON chunk per language, with the island that needs it (issue 14: the auth dialog, the
 * cart pop-up, the save buttons, the course preview). The loader returns the same promise for a
 * language every time, so React's `use` can wait on it; an unknown language gets Spanish (the
 * fallback), and a failed chunk is forgotten so the next use tries again.
 */
export function lazyNamespace(loaders: NamespaceLoaders): (locale: string) => Promise<AbstractIntlMessages> {
  const cache = new Map<string, Promise<AbstractIntlMessages>>();
  return (locale) => {
    const key = locale in loaders ? locale : 'es';
    let pending = cache.get(key);
    if (!pending) {
      pending = loaders[key]().then((m) => m.default);
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    return pending;
  };
}

/** The page's language as the root layout wrote it on <html lang>: for loads started outside React. */
export function documentLocale(): string {
  return typeof document === 'undefined' ? 'es' : document.documentElement.lang || 'es';
}

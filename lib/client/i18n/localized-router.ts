'use client';

import { useMemo } from 'react';
import { usePathname as useBrowserPathname, useRouter as useNextRouter } from 'next/navigation';
import { useShellLocale } from '@/components/i18n/ShellIntl';
import { localizedPath, withoutLocalePrefix } from '@/lib/domain/paths/localized-path';

type NavigateOptions = { scroll?: boolean };

export type LocalizedRouter = {
  push: (href: string, options?: NavigateOptions) => void;
  replace: (href: string, options?: NavigateOptions) => void;
  prefetch: (href: string) => void;
  refresh: () => void;
  back: () => void;
};

/**
 * The current app path without its language prefix ('/blog/' on /pt/blog/), as next-intl's
 * `usePathname` gives it, from Next's own hook: client islands compare it with unprefixed app
 * paths. Same-language navigation lives here and in components/ui/LocalizedLink.tsx, so the first
 * load carries no next-intl navigation runtime (issue 14); only the language selector, which
 * switches languages, uses that runtime (lib/client/i18n/language-switch.ts).
 */
export function usePathname(): string {
  return withoutLocalePrefix(useBrowserPathname() ?? '/');
}

/** Next's router for unprefixed app paths: push('/carrito-de-compras/') goes to /pt/carrito-de-compras/ on a Portuguese page. */
export function useRouter(): LocalizedRouter {
  const router = useNextRouter();
  const locale = useShellLocale();
  return useMemo(
    () => ({
      push: (href, options) => router.push(localizedPath(href, locale), options),
      replace: (href, options) => router.replace(localizedPath(href, locale), options),
      prefetch: (href) => router.prefetch(localizedPath(href, locale)),
      refresh: () => router.refresh(),
      back: () => router.back(),
    }),
    [router, locale],
  );
}

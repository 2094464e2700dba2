import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/paths/localized-path';
import type { Link as IntlLink } from './navigation';

type IntlHref = ComponentProps<typeof IntlLink>['href'];

export type ServerLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** An unprefixed app path ('/blog/' or `{ pathname, query }`); /pt/ and /en/ are added. */
  href: IntlHref;
};

/** next-intl's rule: only absolute paths of this site are localized (not 'mailto:', '//', 'x/'). */
function isLocalizable(href: IntlHref): boolean {
  if (typeof href === 'object') return href.host == null && href.hostname == null && (href.pathname ?? '').startsWith('/');
  return !/^[a-z]+:/i.test(href) && !href.startsWith('//') && href.startsWith('/');
}

/**
 * A same-language link for markup rendered on the server (issue 14, HTML size). next-intl's
 * `Link` renders its client `BaseLink` with `ref`, `locale` and `localeCookie` props, which the
 * RSC payload repeats for every link (~90 bytes each, ~11 KB on home) only to switch languages —
 * which these links never do. This one localizes the href here with the page's locale (the
 * site's one rule for it, localizedPath, which also keeps the trailing slash of `/pt/`) and hands
 * next/link nothing else. Links that change the language, and links inside client islands, keep
 * next-intl's `Link` (lib/i18n/navigation).
 */
export function Link({ href, ...rest }: ServerLinkProps) {
  const locale = useLocale();
  if (!isLocalizable(href)) return <NextLink href={href} {...rest} />;
  const localized =
    typeof href === 'object' ? { ...href, pathname: localizedPath(href.pathname ?? '/', locale) } : localizedPath(href, locale);
  return <NextLink href={localized} {...rest} />;
}

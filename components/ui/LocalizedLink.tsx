'use client';

import NextLink from 'next/link';
import { useShellLocale } from '@/components/i18n/ShellIntl';
import type { ComponentProps } from 'react';
import type { UrlObject } from 'node:url';
import { localizedPath } from '@/lib/domain/paths/localized-path';

type Href = string | UrlObject;

export type LocalizedLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** An unprefixed app path ('/blog/' or `{ pathname, query }`); /pt/ and /en/ are added. */
  href: Href;
};

/** Only this site's absolute paths are localized ('/blog/'), not 'mailto:', '//host/' or 'x/'. */
function isLocalizable(href: Href): boolean {
  const path = typeof href === 'object' ? (href.host == null && href.hostname == null ? (href.pathname ?? '') : '') : href;
  return path.startsWith('/') && !path.startsWith('//');
}

/**
 * A link in the page's language, for server markup and client islands alike (issue 14). A client
 * component so that its language comes from the root layout's ShellIntlProvider, not from
 * next-intl (whose client runtime would then be in every page's first load); server markup pays
 * nothing for that, since next/link is a client component already.
 * next-intl's navigation `Link` renders a client `BaseLink` with `ref`, `locale` and
 * `localeCookie` props, which the RSC payload repeats for every link (~90 bytes each, ~11 KB on
 * home), and brings next-intl's navigation runtime into the first load — only to switch
 * languages, which these links never do. This one localizes the href with the page's locale
 * (localizedPath, the site's one rule for the /pt/ and /en/ prefixes) and hands next/link
 * nothing else. Only the language selector switches languages (lib/client/i18n/language-switch.ts).
 */
export function Link({ href, ...rest }: LocalizedLinkProps) {
  const locale = useShellLocale();
  if (!isLocalizable(href)) return <NextLink href={href} {...rest} />;
  const localized =
    typeof href === 'object' ? { ...href, pathname: localizedPath(href.pathname ?? '/', locale) } : localizedPath(href, locale);
  return <NextLink href={localized} {...rest} />;
}

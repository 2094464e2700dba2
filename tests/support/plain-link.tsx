import type { ReactNode } from 'react';

/**
 * components/ui/LocalizedLink's Link as a plain <a> with the href as given, for unit tests that
 * render links outside the root layout's ShellIntlProvider:
 * `vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'))`.
 */
export function Link({ href, children, ...rest }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

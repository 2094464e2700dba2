'use client';

import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { createMessageFallback } from '@/lib/domain/i18n/message-fallback';
import { useShellIntl } from './ShellIntl';
import { wrappedIsland } from '@/components/providers/wrapped-island';

const InIntl = createContext(false);

/**
 * next-intl for the parts of a page that use it on the client (issue 14): the root layout sends
 * the page's language and client messages in a context of its own (components/i18n/ShellIntl.tsx)
 * so that next-intl's runtime is not in every page's first load. This builds next-intl's provider
 * from that context, with spec §9's fallback namespace (lib/domain/i18n/message-fallback.ts; a
 * function cannot travel from the server, so it is made here). Lazy islands get it with their
 * chunk (withIntlChunk, withMuiChunk); private segments' layouts and the pages whose own islands
 * translate wrap their content in it. Inside another WithIntl it adds nothing, so a provider a
 * page nests below it (PageMessages, NamespaceMessages) keeps its messages and inherits the fallback.
 */
export function WithIntl({ children }: { children: ReactNode }) {
  const nested = useContext(InIntl);
  const { locale, timeZone, messages } = useShellIntl();
  const getMessageFallback = useMemo(() => createMessageFallback(locale, messages), [locale, messages]);
  if (nested) return <>{children}</>;
  return (
    <InIntl.Provider value>
      <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages} getMessageFallback={getMessageFallback}>
        {children}
      </NextIntlClientProvider>
    </InIntl.Provider>
  );
}

/** `Component` inside WithIntl (for lazy chunks: components/i18n/lazy-with-intl.ts). */
export function withIntl<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return wrappedIsland(WithIntl, 'WithIntl', Component);
}

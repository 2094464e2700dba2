'use client';

import { use, useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';

type Props = {
  namespace: string;
  /** A lazyNamespace loader (lib/client/i18n/lazy-namespace.ts). */
  load: (locale: string) => Promise<AbstractIntlMessages>;
  /** Use the page's messages when the page already sent this namespace (no extra chunk). */
  reuse?: boolean;
  children: ReactNode;
};

/**
 * Makes a lazily loaded namespace available to its children, merged over the page's client
 * messages (a namespace the page sent in part, like the shell's `cart`, is completed). Suspends
 * until the language's chunk has arrived: place it inside the island's Suspense boundary.
 */
export function NamespaceMessages({ namespace, load, reuse = false, children }: Props) {
  const messages = useMessages();
  if (reuse && messages[namespace]) return children;
  return (
    <Loaded namespace={namespace} load={load}>
      {children}
    </Loaded>
  );
}

function Loaded({ namespace, load, children }: Omit<Props, 'reuse'>) {
  const loaded = use(load(useLocale()));
  return (
    <MergedMessages namespace={namespace} messages={loaded}>
      {children}
    </MergedMessages>
  );
}

/**
 * The page's client messages with `messages` merged into one namespace (keys the page sent for
 * that namespace stay unless `messages` has them too), for an island's children.
 */
export function MergedMessages({ namespace, messages: extra, children }: { namespace: string; messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const page = useMessages();
  const messages = useMemo(() => {
    const sent = page[namespace];
    return { ...page, [namespace]: sent && typeof sent === 'object' ? { ...sent, ...extra } : extra };
  }, [page, namespace, extra]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { createMessageFallback } from '@/lib/domain/i18n/message-fallback';

/**
 * The client half of spec §9's fallback namespace (lib/domain/i18n/message-fallback.ts; the server half
 * is lib/server/i18n/request.ts): a function cannot travel from the server layout's provider, so this
 * one adds it in the browser, over the page's messages (which always hold the whole main-menu
 * namespace, lib/domain/i18n/client-messages.ts). Everything else — messages, time zone, formats — is
 * inherited, and so is the fallback by every provider nested below.
 */
export function MessageFallbackProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useMessages();
  const getMessageFallback = useMemo(() => createMessageFallback(locale, messages), [locale, messages]);
  return (
    <NextIntlClientProvider locale={locale} getMessageFallback={getMessageFallback}>
      {children}
    </NextIntlClientProvider>
  );
}

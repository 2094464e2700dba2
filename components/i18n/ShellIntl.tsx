'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';

/** The page's language, time zone and client messages (lib/domain/i18n/client-messages.ts). */
export type ShellIntlValue = { locale: string; timeZone: string; messages: AbstractIntlMessages };

const ShellIntlContext = createContext<ShellIntlValue | null>(null);

/**
 * The page's language and client messages for the browser, without next-intl's runtime (issue 14:
 * its provider and hooks were ~3.5 KB gzip of every page's first load). The root layout renders
 * this instead of NextIntlClientProvider; the first-load islands translate with
 * useShellTranslations and localize links with useShellLocale, and the islands that use
 * next-intl get its provider, built from this context, with their lazy chunks
 * (components/i18n/WithIntl.tsx).
 */
export function ShellIntlProvider({ locale, timeZone, messages, children }: ShellIntlValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, timeZone, messages }), [locale, timeZone, messages]);
  return <ShellIntlContext.Provider value={value}>{children}</ShellIntlContext.Provider>;
}

export function useShellIntl(): ShellIntlValue {
  const value = useContext(ShellIntlContext);
  if (!value) throw new Error('ShellIntlProvider is missing: the root layout (app/[locale]/layout.tsx) provides it');
  return value;
}

/** The page's language ('es', 'pt' or 'en'), as next-intl's useLocale gives it. */
export function useShellLocale(): string {
  return useShellIntl().locale;
}

import type { ComponentProps } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { ShellIntlProvider } from '@/components/i18n/ShellIntl';

/**
 * What the root layout and a page give client components, for tests: the shell's context
 * (components/i18n/ShellIntl.tsx: the first-load islands translate and localize links from it)
 * and next-intl's provider (which the lazy islands get with their chunks, WithIntl), both with
 * the same language and messages.
 */
export function IntlTestProvider({ locale, messages = {}, timeZone = 'America/Lima', ...rest }: ComponentProps<typeof NextIntlClientProvider> & { locale: string; messages?: AbstractIntlMessages }) {
  return (
    <ShellIntlProvider locale={locale} timeZone={timeZone} messages={messages}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone} {...rest} />
    </ShellIntlProvider>
  );
}

import type { ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages, getTimeZone } from 'next-intl/server';
import { clientMessages } from '@/lib/domain/i18n/client-messages';
import { ShellIntlProvider } from './ShellIntl';

/**
 * For a public page whose lazy islands translate more than the shell sends (the classroom's
 * players, quiz, survey and notes): the shell's client messages plus these whole namespaces, for
 * this content only. Unlike PageMessages it brings no next-intl provider into the page's first
 * load (issue 14): the islands get one from it with their chunks (withIntlChunk, withMuiChunk,
 * withApolloChunk; components/i18n/WithIntl.tsx).
 */
export async function IslandMessages({ locale, namespaces, children }: { locale: string; namespaces: readonly string[]; children: ReactNode }) {
  const [all, timeZone] = await Promise.all([getMessages({ locale }), getTimeZone({ locale })]);
  return (
    <ShellIntlProvider locale={locale} timeZone={timeZone} messages={clientMessages(all as AbstractIntlMessages, namespaces)}>
      {children}
    </ShellIntlProvider>
  );
}

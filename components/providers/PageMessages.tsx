import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages } from '@/lib/domain/i18n/client-messages';

/**
 * For a page whose client islands translate more than the shell sends (the sign-in, register and
 * cart pages: `auth`, `cart`): the shell's messages plus those whole namespaces, for this page's
 * content only, so other pages' HTML does not carry them (issue 14).
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const all = (await getMessages()) as AbstractIntlMessages;
  return <NextIntlClientProvider messages={clientMessages(all, namespaces)}>{children}</NextIntlClientProvider>;
}

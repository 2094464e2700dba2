import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The texts the organisation and panel client islands translate on the client: `common` (the UI
 * kit's labels) plus the named parts of the `org` / `panels` namespaces. The layout ships only a
 * few namespaces to the browser; each page adds what its islands need, nothing more.
 */
export async function ClientMessages({ locale, org = [], panels = [], children }: { locale: string; org?: string[]; panels?: string[]; children: ReactNode }) {
  const all = (await getMessages({ locale })) as Record<string, AbstractIntlMessages | undefined>;
  const pick = (ns: AbstractIntlMessages | undefined, keys: string[]) => Object.fromEntries(keys.map((k) => [k, (ns?.[k] as AbstractIntlMessages | undefined) ?? {}]));
  const messages: AbstractIntlMessages = { common: all.common ?? {}, org: pick(all.org, org), panels: pick(all.panels, panels) };
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { WithIntl } from '@/components/i18n/WithIntl';

/**
 * The texts the classroom islands (VideoPlayer, QuizForm, SurveyForm) translate in the browser:
 * the `classroom` namespace plus `common`. The root layout ships only a few namespaces to the
 * client (issue 14); a classroom page wraps its islands in this, and nothing more is sent.
 * Server component: the locale, time zone and "now" come from the request's next-intl config.
 */
export async function ClassroomMessages({ locale, children }: { locale: string; children: ReactNode }) {
  const all = (await getMessages({ locale })) as Record<string, AbstractIntlMessages | undefined>;
  const messages: AbstractIntlMessages = { common: all.common ?? {}, classroom: all.classroom ?? {} };
  return (
    // WithIntl: the root layout has no next-intl provider (issue 14); this one inherits its fallback.
    <WithIntl>
      <NextIntlClientProvider locale={locale} messages={messages}>
        {children}
      </NextIntlClientProvider>
    </WithIntl>
  );
}

'use client';

import { Suspense, use, useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { loadSavedCoursesMessages } from './saved-courses-messages';

/**
 * Makes the `savedCourses` texts available to its children: as they are when the page already
 * sent them (the saved list), otherwise loaded once per language (public pages). Nothing is
 * shown until they have arrived.
 */
export function SavedCoursesMessages({ children }: { children: ReactNode }) {
  const messages = useMessages();
  if (messages.savedCourses) return children;
  return (
    <Suspense fallback={null}>
      <LoadedMessages>{children}</LoadedMessages>
    </Suspense>
  );
}

function LoadedMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const pageMessages = useMessages();
  const savedCourses = use(loadSavedCoursesMessages(locale));
  const messages = useMemo(() => ({ ...pageMessages, savedCourses }), [pageMessages, savedCourses]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

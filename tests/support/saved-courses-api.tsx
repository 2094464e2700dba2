import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { makeApolloClient } from '@/lib/client/apollo/make-client';
import type { CurrentUserState } from '@/lib/client/stores/current-user-store';
import { theme } from '@/lib/domain/theme/theme';
import esCommon from '@/messages/es/common.json';
import esSaved from '@/messages/es/savedCourses.json';
import ptCommon from '@/messages/pt/common.json';
import ptSaved from '@/messages/pt/savedCourses.json';
import { PAYG_USER } from './current-user-fixtures';

/** Users for the saved-course tests. */
export const PAYG: CurrentUserState = { status: 'authenticated', user: PAYG_USER };
export const PREMIUM: CurrentUserState = { status: 'authenticated', user: { ...PAYG_USER, email: 'premium@demo.cursalia.test', hasMembership: true, segmentation: 'Member' } };
export const ANONYMOUS: CurrentUserState = { status: 'anonymous', user: null };

export type SentOperation = { url: string; operationName: string; variables: Record<string, unknown> };

/**
 * A fetch answering SavedCourseIds from `saved` at once and holding each saved-course mutation
 * until the test settles it, so the loading state can be seen.
 */
export function fakeSavedCoursesApi(saved: string[] = []) {
  const calls: SentOperation[] = [];
  const pending: ((payload: unknown) => void)[] = [];
  const json = (payload: unknown) => new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    calls.push({ url: String(url), operationName: body.operationName, variables: body.variables });
    if (body.operationName === 'SavedCourseIds') return json({ data: { savedCourseIds: saved } });
    return new Promise<Response>((resolve) => pending.push((payload) => resolve(json(payload))));
  });
  const client = makeApolloClient({ fetch: fetchMock as unknown as typeof fetch, logger: { error: () => {}, warn: () => {} } });
  return {
    client,
    calls,
    /** Answers the oldest held mutation. */
    settle: (payload: unknown) => pending.shift()?.(payload),
    mutations: () => calls.filter((c) => c.operationName !== 'SavedCourseIds'),
  };
}

export const createResult = (success: boolean, messages: string[] = []) => ({ data: { createSavedCourse: { __typename: 'SavedCourseResult', success, messages } } });
export const deleteResult = (success: boolean, messages: string[] = []) => ({ data: { deleteSavedCourse: { __typename: 'SavedCourseResult', success, messages } } });

/** Apollo, the theme and the saved-course texts (Spanish unless told). */
export function SavedCoursesTestProviders({ client, locale = 'es', children }: { client: ReturnType<typeof makeApolloClient>; locale?: 'es' | 'pt'; children: ReactNode }) {
  const messages = locale === 'es' ? { common: esCommon, savedCourses: esSaved } : { common: ptCommon, savedCourses: ptSaved };
  return (
    <IntlTestProvider locale={locale} messages={messages} timeZone="America/Lima">
      <ThemeProvider theme={theme}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </ThemeProvider>
    </IntlTestProvider>
  );
}

'use client';

import { MainMenuSearchDocument, type MainMenuSearchQuery } from '@/graphql/generated/search/graphql';
import { graphqlRequest } from '@/lib/client/graphql-request/request';
import { createShellQuery } from '@/lib/client/graphql-request/shell-query';
import { SUGGESTION_COUNT } from './search-overlay-rules';

/**
 * The overlay's suggestions (issue 16 item 3): one plain typed request per language and term
 * (lib/client/graphql-request, not Apollo: public pages ship neither Apollo nor graphql), kept for the
 * page's life, so typing back to an earlier term answers at once. The term is the debounced,
 * evaluated one; `x-locale` makes names and stop words the page's language.
 */

const SEPARATOR = '\u0000';

/** The cache key of a term in a language. */
export function suggestionsKey(locale: string, term: string): string {
  return `${locale}${SEPARATOR}${term}`;
}

export const searchSuggestionsQuery = createShellQuery<MainMenuSearchQuery>((key) => {
  const [locale = 'es', term = ''] = key.split(SEPARATOR);
  return graphqlRequest(MainMenuSearchDocument, { q: term, first: SUGGESTION_COUNT }, { clientName: 'search', headers: { 'x-locale': locale } });
});

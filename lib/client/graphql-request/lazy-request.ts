import type { GraphQLRequestOptions, GraphQLRequestResult, PersistedDocument } from './request';

/**
 * graphqlRequest (./request.ts) for the shell's always-on reads and writes (current user, cart,
 * menu flags, theme save, analytics user, auth-pages flag): the request code — headers, endpoint
 * URLs, GET encoding, error formatting — loads with the first call instead of with every public
 * page (issue 14 item 3: a page's first load carries only what is needed before interaction).
 * The first call starts right after hydration, so the chunk is fetched in parallel with it.
 * Same contract: it never throws; a chunk that cannot load answers as a network failure.
 */
export function lazyGraphqlRequest<TResult, TVariables>(
  document: PersistedDocument<TResult, TVariables>,
  variables: TVariables,
  options?: GraphQLRequestOptions,
): Promise<GraphQLRequestResult<TResult>> {
  return import('./request').then(
    (m) => m.graphqlRequest(document, variables, options),
    (error: unknown): GraphQLRequestResult<TResult> => {
      const message = error instanceof Error ? error.message : String(error);
      (options?.logger ?? console).error(`[graphql-request] chunk failed to load: ${message}`);
      return { ok: false, error: { kind: 'network', message } };
    },
  );
}

import { ApolloLink } from '@apollo/client';
import { readBrowserHeaderSource } from './browser-header-source';
import { buildRequestHeaders, createOperationId, type HeaderSource } from '@/lib/domain/graphql/headers';

export interface HeadersLinkOptions {
  /** Where cookies, the stored session and the current URL come from (default: the browser). */
  readHeaderSource?: () => HeaderSource;
  /** Id generator for `x-operation-id` (default: a fresh uuid per request). */
  createOperationId?: () => string;
  /** `x-app-version` (default `NEXT_PUBLIC_APP_VERSION` or the package version). */
  appVersion?: string;
}

/**
 * Adds the spec §7 headers to every request, read at request time (so a login or a cookie
 * change applies to the next call). Headers already in the operation context win.
 */
export function createHeadersLink(options: HeadersLinkOptions = {}): ApolloLink {
  const readSource = options.readHeaderSource ?? readBrowserHeaderSource;
  const nextId = options.createOperationId ?? createOperationId;

  return new ApolloLink((operation, forward) => {
    const headers = buildRequestHeaders({
      ...readSource(),
      operationType: operation.operationType,
      operationName: operation.operationName,
      operationId: nextId(),
      appVersion: options.appVersion,
    });
    operation.setContext(({ headers: previous }) => ({ headers: { ...headers, ...previous } }));
    return forward(operation);
  });
}

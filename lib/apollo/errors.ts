import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import type { GraphQLFormattedError } from 'graphql';
import { catchError } from 'rxjs';

/** Where the link chain logs; `console` by default, injectable for tests. */
export interface ApolloLogger {
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

/** `[GraphQL error]: Message: …, Location: …, Path: …` (spec §8). */
export function formatGraphQLError(error: Pick<GraphQLFormattedError, 'message' | 'locations' | 'path'>): string {
  const location = error.locations?.map(({ line, column }) => `${line}:${column}`).join(', ') ?? '';
  const path = error.path?.join('.') ?? '';
  return `[GraphQL error]: Message: ${error.message}, Location: ${location}, Path: ${path}`;
}

export function formatNetworkError(error: { message: string }, operationName?: string): string {
  return `[Network error]: ${error.message}${operationName ? ` (operation ${operationName})` : ''}`;
}

/**
 * Logs GraphQL errors (message, location, path) and network errors (spec §8), then lets the
 * error continue to the caller unchanged.
 */
export function createErrorLoggingLink(logger: ApolloLogger = console): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (CombinedGraphQLErrors.is(error)) {
      for (const graphQLError of error.errors) logger.warn(formatGraphQLError(graphQLError));
    } else if (CombinedProtocolErrors.is(error)) {
      for (const protocolError of error.errors) logger.warn(`[Protocol error]: Message: ${protocolError.message}`);
    } else {
      logger.error(formatNetworkError(error, operation.operationName));
    }
  });
}

const MALFORMED_PREFIX = 'Server response was malformed for query';

/** The spec §8 message for a response with neither `data` nor `errors`. */
export function missingResponseMessage(operationName: string | undefined): string {
  return `Server response was missing for query '${operationName ?? ''}'.`;
}

/**
 * Maps Apollo 4 errors whose text differs from spec §8 to the spec's text; other errors pass
 * through untouched. Apollo 4 says "Server response was malformed for query 'X'." where the
 * spec says "Server response was missing for query 'X'.".
 */
export function toSpecError(error: unknown, operationName: string | undefined): unknown {
  if (ServerError.is(error) && error.message.startsWith(MALFORMED_PREFIX)) {
    return new ServerError(missingResponseMessage(operationName), {
      response: error.response,
      bodyText: error.bodyText,
    });
  }
  return error;
}

/** Applies `toSpecError` to the errors coming back up the chain. */
export function createSpecErrorLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      catchError((error: unknown) => {
        throw toSpecError(error, operation.operationName);
      }),
    ),
  );
}

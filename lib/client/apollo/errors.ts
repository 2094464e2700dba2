import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { catchError } from 'rxjs';
import { formatGraphQLError, formatNetworkError, missingResponseMessage } from './error-format';

/** Where the link chain logs; `console` by default, injectable for tests. */
export interface ApolloLogger {
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
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
